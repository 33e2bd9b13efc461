import type { Translation } from '../i18n-types';

export const notificationSettings = {
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
  push: {
    heading: 'Push-Benachrichtigungen auf diesem Gerät',
    intro:
      'Eine Benachrichtigung auf diesem Handy oder Computer, wenn dir jemand schreibt oder dich mag – auch wenn die Seite geschlossen ist.',
    on: 'Push-Benachrichtigungen sind auf diesem Gerät eingeschaltet.',
    off: 'Push-Benachrichtigungen sind auf diesem Gerät ausgeschaltet.',
    turnOn: 'Push-Benachrichtigungen einschalten',
    turnOff: 'Push-Benachrichtigungen ausschalten',
    turnedOn: 'Push-Benachrichtigungen sind eingeschaltet. Wähle unten, worüber sie dich informieren.',
    turnedOff: 'Push-Benachrichtigungen sind auf diesem Gerät ausgeschaltet.',
    blocked:
      'Benachrichtigungen sind für diese Seite in deinem Browser blockiert. Erlaube sie in den Website-Einstellungen des Browsers und komm dann hierher zurück.',
    dismissed: 'Dein Browser hat keine Antwort bekommen. Drück den Knopf noch einmal, wenn du so weit bist.',
    unsupported:
      'Dieser Browser kann keine Push-Benachrichtigungen empfangen. E-Mail-Benachrichtigungen erreichen dich weiterhin.',
    installFirst:
      'Auf iPhone und iPad funktionieren Push-Benachrichtigungen, sobald die Seite auf deinem Home-Bildschirm ist: Tippe auf Teilen, dann auf „Zum Home-Bildschirm“, und öffne die Seite von dort.',
    failed: 'Push-Benachrichtigungen konnten nicht eingeschaltet werden. Versuch es gleich noch einmal.',
    offFailed: 'Push-Benachrichtigungen wurden nicht ausgeschaltet.',
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
} satisfies Translation['notificationSettings'];
