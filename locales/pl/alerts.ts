import type { Translation } from '../i18n-types';

export const alerts = {
  enrichProfile: {
    title: 'Twój profil nie pokazuje jeszcze zdjęcia.',
    text: 'Profile ze zdjęciem dostają znacznie więcej odpowiedzi.',
    action: 'Dodaj zdjęcie',
  },
  mailStopped: {
    title: 'Przestaliśmy wysyłać Ci e-maile.',
    bounce: 'Nie udało się dostarczyć poczty na adres {email}.',
    fbl: 'Jeden z naszych e-maili został oznaczony jako spam.',
    listunsubscribe: 'Wypisano Cię z naszych e-maili.',
    action: 'Przejdź do ustawień',
  },
  push: {
    title: 'Nie przegap żadnej wiadomości.',
    text: 'Otrzymuj powiadomienie na tym urządzeniu, gdy ktoś do Ciebie napisze lub Cię polubi.',
    action: 'Włącz',
    on: 'Powiadomienia push są włączone na tym urządzeniu.',
    blocked:
      'Powiadomienia są zablokowane dla tej witryny. Możesz na nie zezwolić w ustawieniach przeglądarki.',
    dismissed:
      'Przeglądarka nie otrzymała odpowiedzi. Powiadomienia możesz włączyć w każdej chwili w Ustawieniach.',
    failed: 'Nie udało się włączyć powiadomień push. Możesz spróbować ponownie w Ustawieniach.',
  },
} satisfies Translation['alerts'];
