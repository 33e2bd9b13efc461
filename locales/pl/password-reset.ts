import type { Translation } from '../i18n-types';

export const passwordReset = {
  intro: 'Podaj adres e-mail swojego konta, a wyślemy Ci link do ustawienia nowego hasła.',
  submit: 'Wyślij link do resetowania hasła',
  sent: 'Wysłaliśmy link do zresetowania hasła na adres {email}. Link jest ważny przez {hours} {{|godzinę||godziny|godzin|godziny}}.',
  backToLogin: 'Wróć do logowania',
  requestNew: 'Poproś o nowy e-mail',
  checking: 'Sprawdzanie linku…',
  retry: 'Spróbuj ponownie',
  forAccount: 'Ustaw nowe hasło do konta {email}.',
  newPassword: 'Nowe hasło',
  newPasswordHint: 'Co najmniej {min} {{|znak||znaki|znaków|znaku}}',
  confirmPassword: 'Powtórz nowe hasło',
  showPasswords: 'Pokaż hasła',
  save: 'Zapisz nowe hasło',
  changed: 'Twoje hasło zostało zmienione. Zalogowano Cię na Twoje konto.',
} satisfies Translation['passwordReset'];
