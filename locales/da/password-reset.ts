import type { Translation } from '../i18n-types';

export const passwordReset = {
  intro:
    'Indtast e-mailadressen til din konto, så sender vi dig et link, hvor du kan vælge en ny adgangskode.',
  submit: 'Send link til nulstilling',
  sent: 'Vi har sendt et link til nulstilling af din adgangskode til {email}. Linket er gyldigt i {hours} timer.',
  backToLogin: 'Tilbage til login',
  requestNew: 'Bed om en ny e-mail',
  checking: 'Tjekker dit link…',
  retry: 'Prøv igen',
  forAccount: 'Vælg en ny adgangskode til {email}.',
  newPassword: 'Ny adgangskode',
  newPasswordHint: 'Mindst {min} tegn',
  confirmPassword: 'Gentag den nye adgangskode',
  showPasswords: 'Vis adgangskoder',
  save: 'Gem ny adgangskode',
  changed: 'Din adgangskode er blevet ændret. Du er logget ind.',
} satisfies Translation['passwordReset'];
