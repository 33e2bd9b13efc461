import type { Translation } from '../i18n-types';

export const activation = {
  resend: 'Wyślij e-mail ponownie',
  resendSending: 'Wysyłanie e-maila…',
  resendSent: 'Wysłaliśmy Ci nowy e-mail. Kliknij zawarty w nim link, aby potwierdzić swój adres.',
  resendWait:
    'E-mail został wysłany przed chwilą. Odczekaj {minutes} {{|minutę||minuty|minut|minuty}}, zanim poprosisz o kolejny.',
  doneConfirming: 'Potwierdzanie adresu e-mail…',
  doneTitle: 'Twój adres e-mail został potwierdzony',
  doneText: 'Dziękujemy. Inni użytkownicy mogą teraz odpowiadać na Twoje wiadomości.',
  doneFailedTitle: 'Twój adres e-mail nie jest jeszcze potwierdzony',
  doneToMembers: 'Znajdź użytkowników',
  retry: 'Spróbuj ponownie',
  errorTitle: 'Aktywacja nie powiodła się',
  errorHelp:
    'Link aktywacyjny nie zadziałał. Mógł wygasnąć lub zostać już użyty albo z wiadomości e-mail skopiowano tylko jego część.',
  errorResendIntro: 'Możemy wysłać nowy link aktywacyjny na adres {email}.',
  errorResend: 'Wyślij nowy e-mail aktywacyjny',
  errorLoginIntro: 'Zaloguj się, aby otrzymać nowy e-mail aktywacyjny.',
  errorLogin: 'Zaloguj się',
  errorAlreadyActive:
    'Dobra wiadomość: Twój adres e-mail jest już potwierdzony. Nie potrzebujesz nowego linku.',
  errorToMembers: 'Znajdź użytkowników',
  errorContact: 'Nadal nie działa? Skontaktuj się z obsługą klienta:',
} satisfies Translation['activation'];
