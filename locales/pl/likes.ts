import type { Translation } from '../i18n-types';

export const likes = {
  tabs: {
    label: 'Twoje polubienia',
    received: 'Otrzymane',
    sent: 'Wysłane',
    matches: 'Dopasowania',
  },
  list: {
    received: 'Osoby, które Cię polubiły',
    sent: 'Osoby, które lubisz',
    matches: 'Twoje dopasowania',
  },
  card: {
    new: 'Nowe',
    likeBack: 'Odwzajemnij',
    message: 'Wiadomość',
    takeBack: 'Cofnij',
  },
  notice: {
    liked: 'Lubisz teraz użytkownika {name}.',
    unliked: 'Cofnięto polubienie użytkownika {name}.',
  },
  empty: {
    received: 'Nie masz jeszcze polubień. Tutaj pojawią się osoby, które Cię polubią.',
    sent: 'Nie masz jeszcze wysłanych polubień.',
    matches:
      'Nie masz jeszcze dopasowań. Gdy ktoś, kogo lubisz, odwzajemni polubienie, powstanie dopasowanie.',
    search: 'Szukaj użytkowników',
    swipe: 'Zagraj w przesuwanie',
  },
  loadFailed: 'Nie udało się wczytać Twoich polubień.',
  retry: 'Spróbuj ponownie',
  match: {
    title: 'Jest dopasowanie!',
    text: 'Ty i {name} lubicie się nawzajem.',
    photos: 'Ty i {name}',
    yourPhoto: 'Twoje zdjęcie',
    theirPhoto: 'Zdjęcie użytkownika {name}',
    message: 'Wyślij wiadomość',
    keepBrowsing: 'Przeglądaj dalej',
    gone: 'To dopasowanie już nie istnieje.',
    loadFailed: 'Nie udało się wyświetlić tego dopasowania.',
  },
} satisfies Translation['likes'];
