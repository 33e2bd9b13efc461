import type { Translation } from '../i18n-types';

export const notificationSettings = {
  notificationPrefs: {
    heading: 'Powiadomienia',
    intro: 'Wybierz, o czym informujemy cię e-mailem, a o czym powiadomieniem push.',
    pushHint: 'Powiadomienia push docierają tylko na urządzenia, na których na nie pozwolono.',
    tableCaption: 'Ustawienia powiadomień',
    typeColumn: 'Powiadomienie',
    emailColumn: 'E-mail',
    pushColumn: 'Push',
    emailSwitch: 'E-mail: {type}',
    pushSwitch: 'Push: {type}',
    types: {
      new_conversations: 'Nowe rozmowy',
      new_messages: 'Nowe wiadomości',
      likes: 'Polubienia',
      unread_reminders: 'Przypomnienia o nieprzeczytanych wiadomościach',
      promotions: 'Oferty i promocje',
      new_members: 'Nowi członkowie',
      news: 'Nowości',
      reminders: 'Przypomnienia',
    },
    save: 'Zapisz ustawienia',
    saved: 'Zapisano. Twoje ustawienia powiadomień są aktualne.',
    saveFailed:
      'Twoje ustawienia nie zostały zapisane. Twoje wybory nadal tu są, więc możesz spróbować ponownie.',
    loadFailed: 'Nie udało się wczytać twoich ustawień powiadomień. Sprawdź połączenie i spróbuj ponownie.',
    retry: 'Spróbuj ponownie',
    mailStopped: {
      heading: 'Obecnie nie wysyłamy ci żadnych e-maili',
      bounce:
        'Nie udało się dostarczyć e-maili na adres {email}. Sprawdź, czy adres jest poprawny, albo zmień go powyżej w sekcji „Adres e-mail”: gdy potwierdzisz nowy adres, e-maile znowu zaczną przychodzić.',
      fbl: 'Jeden z naszych e-maili został oznaczony w twojej skrzynce jako spam. Aby znowu dostawać e-maile, upewnij się, że te, które chcesz, są włączone poniżej, i naciśnij „{save}”.',
      listunsubscribe:
        'Wypisano cię przez link w jednym z naszych e-maili. Aby znowu dostawać e-maile, upewnij się, że te, które chcesz, są włączone poniżej, i naciśnij „{save}”.',
    },
  },
  push: {
    heading: 'Powiadomienia push na tym urządzeniu',
    intro:
      'Powiadomienie na tym telefonie lub komputerze, gdy ktoś do Ciebie napisze lub Cię polubi, nawet gdy strona jest zamknięta.',
    on: 'Powiadomienia push są włączone na tym urządzeniu.',
    off: 'Powiadomienia push są wyłączone na tym urządzeniu.',
    turnOn: 'Włącz powiadomienia push',
    turnOff: 'Wyłącz powiadomienia push',
    turnedOn: 'Powiadomienia push są włączone. Wybierz poniżej, o czym mają Cię informować.',
    turnedOff: 'Powiadomienia push są wyłączone na tym urządzeniu.',
    blocked:
      'Powiadomienia są zablokowane dla tej strony w przeglądarce. Zezwól na nie w ustawieniach witryny w przeglądarce, a potem wróć tutaj.',
    dismissed: 'Przeglądarka nie otrzymała odpowiedzi. Naciśnij przycisk ponownie, gdy będziesz gotowy.',
    unsupported:
      'Ta przeglądarka nie może odbierać powiadomień push. Powiadomienia e-mail nadal do Ciebie docierają.',
    installFirst:
      'Na iPhonie i iPadzie powiadomienia push działają, gdy strona jest na ekranie początkowym: stuknij Udostępnij, potem „Do ekranu początkowego”, i otwórz stronę stamtąd.',
    failed: 'Nie udało się włączyć powiadomień push. Spróbuj ponownie za chwilę.',
    offFailed: 'Powiadomienia push nie zostały wyłączone.',
  },
  invisible: {
    heading: 'Tryb niewidoczny',
    label: 'Ukryj mnie przed innymi członkami',
    meaning:
      'Gdy jest włączony, nie pojawiasz się w wynikach wyszukiwania ani w propozycjach, a inni członkowie nie mogą jako pierwsi wysłać ci wiadomości, polubienia ani prezentu. Rozmowy, które już prowadzisz, toczą się jak dotąd.',
    on: 'Tryb niewidoczny jest włączony. Inni członkowie już cię nie znajdą.',
    off: 'Tryb niewidoczny jest wyłączony. Inni członkowie znów mogą cię znaleźć i się z tobą skontaktować.',
    failed: 'Tryb niewidoczny nie został zmieniony.',
  },
} satisfies Translation['notificationSettings'];
