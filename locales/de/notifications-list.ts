import type { Translation } from '../i18n-types';

export const notificationsList = {
  heading: 'Deine Benachrichtigungen',
  unreadLabel: '{count} {{neue Benachrichtigung|neue Benachrichtigungen}}',
  unread: 'Ungelesen:',
  photoAlt: 'Foto von {name}',
  named: {
    new_conversations: '{name} hat ein Gespräch mit dir begonnen',
    new_messages: '{name} hat dir eine neue Nachricht geschickt',
    likes: '{name} mag dich',
    unread_reminders: '{name} wartet auf deine Antwort',
    new_members: '{name} ist neu hier – sag Hallo',
    reminders: 'Erinnerst du dich an {name}? Mach da weiter, wo ihr aufgehört habt',
  },
  anonymous: {
    new_conversations: 'Jemand hat ein Gespräch mit dir begonnen',
    new_messages: 'Du hast eine neue Nachricht',
    likes: 'Jemand mag dich',
    unread_reminders: 'Nachrichten warten auf deine Antwort',
    new_members: 'Neue Mitglieder sind dazugekommen',
    reminders: 'Schau, wer heute online ist',
    news: 'Neuigkeiten von uns',
    promotions: 'Ein neues Angebot für dich',
  },
  loadFailed: 'Deine Benachrichtigungen konnten nicht geladen werden.',
  moreFailed: 'Weitere Benachrichtigungen konnten nicht geladen werden.',
  retry: 'Noch einmal versuchen',
  empty: 'Noch keine Benachrichtigungen – wenn dich jemand mag oder dir schreibt, siehst du es hier.',
  emptyAction: 'Mitglieder suchen',
  shown: '{shown} von {total} angezeigt',
  showMore: 'Mehr anzeigen',
} satisfies Translation['notificationsList'];
