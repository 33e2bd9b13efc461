import type { Translation } from '../i18n-types';

export const passwordReset = {
  intro:
    'Skriv inn e-postadressen til kontoen din, så sender vi deg en lenke der du kan velge et nytt passord.',
  submit: 'Send lenke for tilbakestilling',
  sent: 'Vi har sendt en lenke for å tilbakestille passordet ditt til {email}. Lenken er gyldig i {hours} timer.',
  backToLogin: 'Tilbake til innlogging',
  requestNew: 'Be om en ny e-post',
  checking: 'Sjekker lenken din…',
  retry: 'Prøv igjen',
  forAccount: 'Velg et nytt passord for {email}.',
  newPassword: 'Nytt passord',
  newPasswordHint: 'Minst {min} tegn',
  confirmPassword: 'Gjenta det nye passordet',
  showPasswords: 'Vis passordene',
  save: 'Lagre nytt passord',
  changed: 'Passordet ditt er endret. Du er logget inn.',
} satisfies Translation['passwordReset'];
