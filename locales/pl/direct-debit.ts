import type { Translation } from '../i18n-types';

export const directDebit = {
  address: {
    invalid:
      'Ten link do płatności jest niepełny. Wybierz pakiet i polecenie zapłaty SEPA na stronie kredytów.',
    notOffered: 'Polecenie zapłaty SEPA nie jest dostępne w Twoim kraju. Wybierz inną metodę płatności.',
  },
  load: {
    failed: 'Nie udało się wczytać formularza polecenia zapłaty.',
    retry: 'Spróbuj ponownie',
    notFound: 'Ten pakiet nie jest już w sprzedaży. Wybierz inny na stronie kredytów.',
  },
  links: {
    credits: 'Wróć do strony kredytów',
    otherMethod: 'Wybierz inną metodę płatności',
    cheaper: 'Wybierz tańszy pakiet',
  },
  refused: {
    blockedNext: 'Zapłać inną metodą płatności.',
    limitWhen: 'Możesz ponownie zapłacić poleceniem zapłaty {when}.',
  },
  summary: {
    heading: 'Twoje zamówienie',
    credits: '{count} {{|kredyt||kredyty|kredytów|kredytu}}',
    price: 'Cena',
    total: 'Do zapłaty',
    discount: 'Kod rabatowy {code}: −{percent}%',
    oldPrice: 'Przed rabatem: {price}',
    method: 'Płatność poleceniem zapłaty SEPA',
    codeChecking: 'Sprawdzamy kod rabatowy {code}…',
    codeRefused: 'Kod rabatowy {code}: {reason}',
    fullPrice: 'Obowiązuje pełna cena.',
    codeUnchecked:
      'Nie udało się teraz sprawdzić kodu rabatowego {code}. Zostanie sprawdzony ponownie, gdy wyślesz formularz.',
  },
  form: {
    heading: 'Twoje konto bankowe',
    intro: 'Wszystkie pola są wymagane.',
    accountHolder: 'Właściciel konta',
    accountHolderHint: 'Nazwa konta, tak jak zna ją Twój bank',
    iban: 'IBAN',
    ibanHint: 'Numer konta z karty bankowej lub wyciągu, np. {example}',
    ibanLast: 'Ostatnio użyto konta {masked}. Wpisz ponownie pełny numer IBAN.',
    ibanInvalid: 'To nie jest prawidłowy IBAN kraju SEPA. Sprawdź go na karcie bankowej lub wyciągu.',
    ibanValid: 'IBAN sprawdzony',
    street: 'Ulica',
    houseNumber: 'Numer domu',
    postalCode: 'Kod pocztowy',
    city: 'Miejscowość',
    mobile: 'Numer telefonu komórkowego',
    mobileHint: 'W formacie międzynarodowym, zaczynając od + i numeru kierunkowego kraju, np. {example}',
    mobileLast: 'Ostatnio użyto numeru {masked}. Wpisz ponownie pełny numer.',
    mobileInvalid: 'Wpisz numer telefonu komórkowego w formacie międzynarodowym, np. {example}',
    mandate:
      'Kodem SMS upoważniasz do jednorazowego polecenia zapłaty SEPA na kwotę {amount} z tego konta. Bank zwróci Ci środki z polecenia zapłaty, jeśli poprosisz o to w ciągu 8 tygodni.',
    submit: 'Wyślij mi kod SMS',
    voided:
      'Kod został wpisany błędnie zbyt wiele razy, więc płatność została wstrzymana i nic nie pobrano. Sprawdź swoje dane i wyślij formularz ponownie, aby otrzymać nowy kod.',
  },
  sms: {
    heading: 'Wpisz kod SMS',
    sentTo: 'Wysłaliśmy 6-cyfrowy kod na numer {number}',
    code: 'Kod SMS',
    codeHint: 'Kod jest ważny przez {minutes} minut.',
    codeFormat: 'Wpisz 6 cyfr kodu',
    expired: 'Ten kod wygasł. Poproś o nowy kod.',
    confirm: 'Potwierdź płatność',
    resend: 'Wyślij nowy kod',
    resent: 'Wysłaliśmy nowy kod na numer {number}',
    resendWait: 'O nowy kod możesz poprosić {when}.',
    resendRefused:
      'Dla tej płatności nie można wysłać więcej nowych kodów. Wpisz ostatni otrzymany kod albo zmień swoje dane, aby zacząć od nowa.',
    change: 'Zmień moje dane',
  },
  done: {
    heading: 'Płatność zakończona',
    credits: 'Dodano do Twojego konta: {count} {{|kredyt||kredyty|kredytów|kredytu}}.',
    debit: 'Kwota {amount} zostanie pobrana z Twojego konta poleceniem zapłaty SEPA.',
    search: 'Szukaj użytkowników',
    transactions: 'Zobacz swoje transakcje',
  },
} satisfies Translation['directDebit'];
