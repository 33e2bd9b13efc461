import type { Translation } from '../i18n-types';

export const accountDeletion = {
  title: 'Usuń konto',
  explanation:
    'Usunięcie konta od razu ukrywa Twój profil i wylogowuje Cię z serwisu. Przez {days} {{|dzień||dni|dni|dnia}} możesz je ponownie aktywować za pomocą linku, który wyślemy Ci e-mailem; potem Twój profil, wiadomości i kredyty przepadną bezpowrotnie.',
  start: 'Usuń moje konto',
  keep: 'Zachowaj moje konto',
  offersFailed: 'Nie udało się rozpocząć usuwania konta.',
  retry: 'Spróbuj ponownie',
  reasonStep: {
    heading: 'Dlaczego odchodzisz?',
    reason: 'Powód',
    reasonRequired: 'Wybierz powód',
    comment: 'Chcesz nam jeszcze coś przekazać? (opcjonalnie)',
    next: 'Dalej',
  },
  reasons: {
    price: 'Jest za drogo',
    found_someone: 'Mam już kogoś',
    not_looking: 'Już nikogo nie szukam',
    site_problems: 'Serwis nie działa u mnie dobrze',
    no_members: 'Za mało użytkowników w mojej okolicy',
    time: 'Nie mam na to czasu',
    other: 'Inny powód',
  },
  offers: {
    heading: 'Zanim odejdziesz',
    intro: 'Może któraś z tych opcji odpowiada Ci bardziej niż rezygnacja.',
    changeEmailTitle: 'Użyj innego adresu e-mail',
    changeEmailText: 'Nasze e-maile trafiają na niewłaściwy adres? Zmień go i zachowaj konto.',
    changeEmailAction: 'Zmień mój adres e-mail',
    privacyTitle: 'Zostań, ale w trybie niewidocznym',
    privacyText:
      'Tryb niewidoczny ukrywa Cię w wynikach wyszukiwania, a inni użytkownicy nie mogą jako pierwsi napisać do Ciebie ani Cię polubić.',
    privacyAction: 'Włącz tryb niewidoczny',
    privacyOn:
      'Tryb niewidoczny jest włączony: nie pojawiasz się w wynikach wyszukiwania, a Twoje konto zostaje zachowane.',
    trialTitle: 'Wypróbuj taniej',
    trialText: '{credits} {{|kredyt||kredyty|kredytów|kredytu}} za {price}.',
    trialAction: 'Kup pakiet próbny',
    discountTitle: '{percentage}% zniżki na kolejny zakup',
    discountText: 'Użyj kodu {code}; jest ważny do {date}.',
    discountAction: 'Kup kredyty',
    continue: 'Kontynuuj usuwanie konta',
  },
  confirmStep: {
    heading: 'Potwierdź usunięcie',
    text: 'Wpisz hasło, aby usunąć konto.',
    submit: 'Usuń konto teraz',
  },
  deleted: {
    title: 'Twoje konto zostało usunięte',
    reactivateWithin:
      'Możesz je ponownie aktywować w ciągu {days} {{|dnia||dni|dni|dnia}} za pomocą linku, który wysłaliśmy Ci e-mailem.',
    reactivateUntil: 'Możesz je ponownie aktywować do {date} za pomocą linku, który wysłaliśmy Ci e-mailem.',
  },
  reactivation: {
    title: 'Aktywuj ponownie swoje konto',
    text: 'Twój profil, wiadomości i kredyty nadal tu są. Kliknij przycisk, aby przywrócić konto.',
    action: 'Aktywuj ponownie moje konto',
    welcomeBack: 'Witaj ponownie, {name}! Twoje konto jest znów aktywne.',
    toMembers: 'Szukaj użytkowników',
    linkInvalid:
      'Ten link do ponownej aktywacji jest nieprawidłowy. Mógł zostać już użyty: spróbuj się zalogować albo użyj najnowszego linku, który wysłaliśmy Ci e-mailem.',
    login: 'Zaloguj się',
  },
} satisfies Translation['accountDeletion'];
