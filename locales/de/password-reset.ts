import type { Translation } from '../i18n-types';

export const passwordReset = {
  intro:
    'Gib die E-Mail-Adresse deines Kontos ein, dann schicken wir dir einen Link, mit dem du ein neues Passwort wählen kannst.',
  submit: 'Link zum Zurücksetzen senden',
  sent: 'Wir haben einen Link zum Zurücksetzen deines Passworts an {email} geschickt. Der Link ist {hours} Stunden gültig.',
  backToLogin: 'Zurück zum Login',
  requestNew: 'Neue E-Mail anfordern',
  checking: 'Dein Link wird überprüft…',
  retry: 'Noch einmal versuchen',
  forAccount: 'Wähle ein neues Passwort für {email}.',
  newPassword: 'Neues Passwort',
  newPasswordHint: 'Mindestens {min} Zeichen',
  confirmPassword: 'Neues Passwort wiederholen',
  showPasswords: 'Passwörter anzeigen',
  save: 'Neues Passwort speichern',
  changed: 'Dein Passwort wurde geändert. Du bist jetzt eingeloggt.',
} satisfies Translation['passwordReset'];
