import type { Translation } from '../i18n-types';

export const account = {
  title: 'Konto',
  currentPassword: 'Obecne hasło',
  mailChange: {
    heading: 'Adres e-mail',
    current: 'Twój adres e-mail to {email}.',
    newEmail: 'Nowy adres e-mail',
    passwordHint: 'Prosimy o hasło, aby nikt inny nie mógł zmienić Twojego adresu.',
    submit: 'Zmień adres e-mail',
    sameAsCurrent: 'To już jest Twój adres e-mail',
    tooManyToday: 'Dziś wysłano już zbyt wiele próśb o zmianę adresu e-mail. Spróbuj ponownie jutro.',
    sent: 'Wysłaliśmy link potwierdzający na adres {email}; Twój adres zmieni się, gdy go użyjesz (link jest ważny 24 godziny)',
  },
  passwordChange: {
    heading: 'Hasło',
    oldPassword: 'Stare hasło',
    newPassword: 'Nowe hasło',
    newPasswordHint: 'Co najmniej {min} {{|znak||znaki|znaków|znaku}}.',
    repeatPassword: 'Powtórz nowe hasło',
    submit: 'Zmień hasło',
    changed: 'Twoje hasło zostało zmienione.',
  },
  mailChangeDone: {
    confirming: 'Potwierdzanie nowego adresu e-mail…',
    done: 'Twój adres e-mail to teraz {email}',
    toSettings: 'Przejdź do ustawień',
    requestNew: 'Poproś w ustawieniach o ponowną zmianę adresu e-mail',
    retry: 'Spróbuj ponownie',
  },
  sectionsLoad: {
    failed: 'Nie udało się wczytać ustawień. Sprawdź połączenie i spróbuj ponownie.',
    retry: 'Spróbuj ponownie',
  },
  blocked: {
    heading: 'Zablokowani użytkownicy',
    intro:
      'Zablokowani przez Ciebie użytkownicy nie widzą Twojego profilu i nie mogą się z Tobą kontaktować, a Ty nie widzisz ich już w wynikach wyszukiwania.',
    empty: 'Nie masz zablokowanych użytkowników.',
    howTo: 'Aby zablokować użytkownika, otwórz jego profil i wybierz „Zablokuj” w menu „Więcej”.',
    photoAlt: 'Zdjęcie użytkownika {name}',
    nameAndAge: '{name}, {age}',
    unblock: 'Odblokuj',
    unblocked: 'Użytkownik {name} został odblokowany.',
    unblockFailed: 'Nie udało się odblokować użytkownika {name}.',
    loadFailed: 'Nie udało się wczytać zablokowanych użytkowników. Sprawdź połączenie i spróbuj ponownie.',
    retry: 'Spróbuj ponownie',
  },
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
  invisible: {
    heading: 'Tryb niewidoczny',
    label: 'Ukryj mnie przed innymi członkami',
    meaning:
      'Gdy jest włączony, nie pojawiasz się w wynikach wyszukiwania ani w propozycjach, a inni członkowie nie mogą jako pierwsi wysłać ci wiadomości, polubienia ani prezentu. Rozmowy, które już prowadzisz, toczą się jak dotąd.',
    on: 'Tryb niewidoczny jest włączony. Inni członkowie już cię nie znajdą.',
    off: 'Tryb niewidoczny jest wyłączony. Inni członkowie znów mogą cię znaleźć i się z tobą skontaktować.',
    failed: 'Tryb niewidoczny nie został zmieniony.',
  },
} satisfies Translation['account'];
