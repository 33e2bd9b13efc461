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
} satisfies Translation['account'];
