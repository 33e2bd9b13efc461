import type { Translation } from '../i18n-types';

export const account = {
  title: 'Konto',
  currentPassword: 'Aktuelles Passwort',
  mailChange: {
    heading: 'E-Mail-Adresse',
    current: 'Deine E-Mail-Adresse ist {email}.',
    newEmail: 'Neue E-Mail-Adresse',
    passwordHint: 'Wir fragen nach deinem Passwort, damit niemand sonst deine Adresse ändern kann.',
    submit: 'E-Mail-Adresse ändern',
    sameAsCurrent: 'Das ist bereits deine E-Mail-Adresse',
    tooManyToday:
      'Du hast heute zu oft eine Änderung deiner E-Mail-Adresse angefordert. Bitte versuche es morgen noch einmal.',
    sent: 'Wir haben einen Bestätigungslink an {email} geschickt; deine Adresse wird geändert, sobald du ihn benutzt (24 Stunden gültig)',
  },
  passwordChange: {
    heading: 'Passwort',
    oldPassword: 'Altes Passwort',
    newPassword: 'Neues Passwort',
    newPasswordHint: 'Mindestens {min} Zeichen.',
    repeatPassword: 'Neues Passwort wiederholen',
    submit: 'Passwort ändern',
    changed: 'Dein Passwort wurde geändert.',
  },
  mailChangeDone: {
    confirming: 'Deine neue E-Mail-Adresse wird bestätigt…',
    done: 'Deine E-Mail-Adresse lautet jetzt {email}',
    toSettings: 'Zu deinen Einstellungen',
    requestNew: 'Fordere in deinen Einstellungen eine neue Änderung der E-Mail-Adresse an',
    retry: 'Noch einmal versuchen',
  },
  sectionsLoad: {
    failed:
      'Deine Einstellungen konnten nicht geladen werden. Prüfe deine Verbindung und versuche es noch einmal.',
    retry: 'Noch einmal versuchen',
  },
  blocked: {
    heading: 'Blockierte Mitglieder',
    intro:
      'Mitglieder, die du blockiert hast, können dein Profil nicht sehen und dich nicht kontaktieren, und du siehst sie nicht mehr in deinen Suchergebnissen.',
    empty: 'Du hast niemanden blockiert.',
    howTo:
      'Um ein Mitglied zu blockieren, öffne sein Profil und wähle im Menü „Mehr“ den Punkt „Blockieren“.',
    photoAlt: 'Foto von {name}',
    nameAndAge: '{name}, {age}',
    unblock: 'Blockierung aufheben',
    unblocked: '{name} ist nicht mehr blockiert.',
    unblockFailed: 'Die Blockierung von {name} konnte nicht aufgehoben werden.',
    loadFailed:
      'Deine blockierten Mitglieder konnten nicht geladen werden. Prüfe deine Verbindung und versuche es noch einmal.',
    retry: 'Noch einmal versuchen',
  },
} satisfies Translation['account'];
