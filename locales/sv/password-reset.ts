import type { Translation } from '../i18n-types';

export const passwordReset = {
  intro: 'Ange e-postadressen till ditt konto, så skickar vi en länk där du kan välja ett nytt lösenord.',
  submit: 'Skicka återställningslänk',
  sent: 'Vi har skickat en länk för att återställa ditt lösenord till {email}. Länken är giltig i {hours} timmar.',
  backToLogin: 'Tillbaka till inloggningen',
  requestNew: 'Begär ett nytt mejl',
  checking: 'Kontrollerar din länk…',
  retry: 'Försök igen',
  forAccount: 'Välj ett nytt lösenord för {email}.',
  newPassword: 'Nytt lösenord',
  newPasswordHint: 'Minst {min} tecken',
  confirmPassword: 'Upprepa det nya lösenordet',
  showPasswords: 'Visa lösenorden',
  save: 'Spara nytt lösenord',
  changed: 'Ditt lösenord har ändrats. Du är inloggad.',
} satisfies Translation['passwordReset'];
