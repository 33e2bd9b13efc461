import type { Translation } from '../i18n-types';

export const passwordReset = {
  intro:
    'Vul het e-mailadres van je account in, dan sturen we je een link waarmee je een nieuw wachtwoord kunt kiezen.',
  submit: 'Herstellink versturen',
  sent: 'We hebben een link om je wachtwoord te herstellen naar {email} gestuurd. De link is {hours} uur geldig.',
  backToLogin: 'Terug naar inloggen',
  requestNew: 'Vraag een nieuwe e-mail aan',
  checking: 'Je link wordt gecontroleerd…',
  retry: 'Probeer het opnieuw',
  forAccount: 'Kies een nieuw wachtwoord voor {email}.',
  newPassword: 'Nieuw wachtwoord',
  newPasswordHint: 'Minstens {min} tekens',
  confirmPassword: 'Herhaal het nieuwe wachtwoord',
  showPasswords: 'Wachtwoorden tonen',
  save: 'Nieuw wachtwoord opslaan',
  changed: 'Je wachtwoord is gewijzigd. Je bent ingelogd.',
} satisfies Translation['passwordReset'];
