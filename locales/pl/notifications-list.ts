import type { Translation } from '../i18n-types';

export const notificationsList = {
  heading: 'Twoje powiadomienia',
  unreadLabel: '{count} {{|nowe powiadomienie||nowe powiadomienia|nowych powiadomień|nowego powiadomienia}}',
  unread: 'Nieprzeczytane:',
  photoAlt: 'Zdjęcie: {name}',
  named: {
    new_conversations: '{name} rozpoczyna z tobą rozmowę',
    new_messages: '{name} wysyła ci nową wiadomość',
    likes: '{name} cię lubi',
    unread_reminders: '{name} czeka na twoją odpowiedź',
    new_members: 'Nowa osoba: {name} – przywitaj się',
    reminders: 'Pamiętasz? {name} – wróć do rozmowy',
  },
  anonymous: {
    new_conversations: 'Ktoś rozpoczyna z tobą rozmowę',
    new_messages: 'Masz nową wiadomość',
    likes: 'Ktoś cię lubi',
    unread_reminders: 'Wiadomości czekają na twoją odpowiedź',
    new_members: 'Dołączyły nowe osoby',
    reminders: 'Zobacz, kto jest dziś online',
    news: 'Nowości od nas',
    promotions: 'Nowa oferta dla ciebie',
  },
  loadFailed: 'Nie udało się wczytać twoich powiadomień.',
  moreFailed: 'Nie udało się wczytać kolejnych powiadomień.',
  retry: 'Spróbuj ponownie',
  empty: 'Nie masz jeszcze powiadomień – gdy ktoś cię polubi albo do ciebie napisze, zobaczysz to tutaj.',
  emptyAction: 'Szukaj osób',
  shown: 'Wyświetlono {shown} z {total}',
  showMore: 'Pokaż więcej',
} satisfies Translation['notificationsList'];
