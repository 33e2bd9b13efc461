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
  notificationPrefs: {
    heading: 'Benachrichtigungen',
    intro: 'Wähle, worüber wir dich per E-Mail und per Push-Benachrichtigung informieren.',
    pushHint: 'Push-Benachrichtigungen erreichen dich nur auf Geräten, auf denen du sie erlaubt hast.',
    tableCaption: 'Benachrichtigungseinstellungen',
    typeColumn: 'Benachrichtigung',
    emailColumn: 'E-Mail',
    pushColumn: 'Push',
    emailSwitch: 'E-Mail: {type}',
    pushSwitch: 'Push: {type}',
    types: {
      new_conversations: 'Neue Unterhaltungen',
      new_messages: 'Neue Nachrichten',
      likes: 'Likes',
      unread_reminders: 'Erinnerungen an ungelesene Nachrichten',
      promotions: 'Angebote und Aktionen',
      new_members: 'Neue Mitglieder',
      news: 'Neuigkeiten',
      reminders: 'Erinnerungen',
    },
    save: 'Einstellungen speichern',
    saved: 'Gespeichert. Deine Benachrichtigungseinstellungen sind aktuell.',
    saveFailed:
      'Deine Einstellungen wurden nicht gespeichert. Deine Auswahl ist noch da, du kannst es also noch einmal versuchen.',
    loadFailed:
      'Deine Benachrichtigungseinstellungen konnten nicht geladen werden. Prüfe deine Verbindung und versuche es noch einmal.',
    retry: 'Noch einmal versuchen',
    mailStopped: {
      heading: 'Wir schicken dir zurzeit keine E-Mails',
      bounce:
        'E-Mails an {email} konnten nicht zugestellt werden. Prüfe, ob die Adresse stimmt, oder ändere sie oben unter „E-Mail-Adresse“: Sobald du die neue Adresse bestätigst, bekommst du wieder E-Mails.',
      fbl: 'Eine unserer E-Mails wurde in deinem Postfach als Spam markiert. Wenn du wieder E-Mails bekommen möchtest, schalte unten die gewünschten ein und tippe auf „{save}“.',
      listunsubscribe:
        'Du hast dich über den Link in einer unserer E-Mails abgemeldet. Wenn du wieder E-Mails bekommen möchtest, schalte unten die gewünschten ein und tippe auf „{save}“.',
    },
  },
  invisible: {
    heading: 'Unsichtbar-Modus',
    label: 'Mich vor anderen Mitgliedern verbergen',
    meaning:
      'Solange er eingeschaltet ist, erscheinst du nicht in Suchergebnissen und Vorschlägen, und andere Mitglieder können dir nicht als Erste schreiben, dich liken oder dir ein Geschenk schicken. Bestehende Unterhaltungen gehen weiter wie bisher.',
    on: 'Der Unsichtbar-Modus ist eingeschaltet. Andere Mitglieder finden dich nicht mehr.',
    off: 'Der Unsichtbar-Modus ist ausgeschaltet. Andere Mitglieder können dich wieder finden und kontaktieren.',
    failed: 'Der Unsichtbar-Modus wurde nicht geändert.',
  },
} satisfies Translation['account'];
