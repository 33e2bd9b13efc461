import type { Translation } from '../i18n-types';

export const directDebit = {
  address: {
    invalid:
      'Dette betalingslink er ufuldstændigt. Vælg en pakke og SEPA direkte debitering på siden med kreditter.',
    notOffered: 'SEPA direkte debitering tilbydes ikke i dit land. Vælg en anden betalingsmetode.',
  },
  load: {
    failed: 'Formularen til direkte debitering kunne ikke indlæses.',
    retry: 'Prøv igen',
    notFound: 'Denne pakke sælges ikke længere. Vælg en anden på siden med kreditter.',
  },
  links: {
    credits: 'Tilbage til siden med kreditter',
    otherMethod: 'Vælg en anden betalingsmetode',
    cheaper: 'Vælg en billigere pakke',
  },
  refused: {
    blockedNext: 'Betal venligst med en anden betalingsmetode.',
    limitWhen: 'Du kan betale med direkte debitering igen {when}.',
  },
  summary: {
    heading: 'Din ordre',
    credits: '{count} {{kredit|kreditter}}',
    price: 'Pris',
    total: 'At betale',
    discount: 'Rabatkode {code}: −{percent} %',
    oldPrice: 'Før rabatten: {price}',
    method: 'Betaling med SEPA direkte debitering',
    codeChecking: 'Rabatkoden {code} kontrolleres …',
    codeRefused: 'Rabatkode {code}: {reason}',
    fullPrice: 'Den fulde pris gælder.',
    codeUnchecked:
      'Rabatkoden {code} kunne ikke kontrolleres lige nu. Den kontrolleres igen, når du sender formularen.',
  },
  form: {
    heading: 'Din bankkonto',
    intro: 'Alle felter skal udfyldes.',
    accountHolder: 'Kontohaver',
    accountHolderHint: 'Navnet på kontoen, som din bank kender det',
    iban: 'IBAN',
    ibanHint: 'Kontonummeret på dit betalingskort eller kontoudtog, f.eks. {example}',
    ibanLast: 'Sidste gang brugte du {masked}. Indtast hele IBAN-nummeret igen.',
    ibanInvalid:
      'Dette er ikke et gyldigt IBAN fra et SEPA-land. Tjek det på dit betalingskort eller kontoudtog.',
    ibanValid: 'IBAN kontrolleret',
    street: 'Gade',
    houseNumber: 'Husnummer',
    postalCode: 'Postnummer',
    city: 'By',
    mobile: 'Mobilnummer',
    mobileHint: 'I internationalt format, med + og landekoden først, f.eks. {example}',
    mobileLast: 'Sidste gang brugte du {masked}. Indtast hele nummeret igen.',
    mobileInvalid: 'Indtast mobilnummeret i internationalt format, f.eks. {example}',
    mandate:
      'Med SMS-koden giver du tilladelse til én SEPA direkte debitering på {amount} fra denne konto. Din bank tilbagefører en direkte debitering, hvis du beder om det inden for 8 uger.',
    submit: 'Send mig SMS-koden',
    voided:
      'Koden blev tastet forkert for mange gange, så betalingen blev stoppet, og der blev ikke trukket noget. Tjek dine oplysninger, og send formularen igen for at få en ny kode.',
  },
  sms: {
    heading: 'Indtast SMS-koden',
    sentTo: 'Vi har sendt en 6-cifret kode til {number}',
    code: 'SMS-kode',
    codeHint: 'Koden er gyldig i {minutes} minutter.',
    codeFormat: 'Indtast kodens 6 cifre',
    expired: 'Denne kode er udløbet. Bed om en ny kode.',
    confirm: 'Bekræft betaling',
    resend: 'Send en ny kode',
    resent: 'Vi har sendt en ny kode til {number}',
    resendWait: 'Du kan bede om en ny kode {when}.',
    resendRefused:
      'Der kan ikke sendes flere nye koder til denne betaling. Indtast den sidste kode, du fik, eller ret dine oplysninger for at starte forfra.',
    change: 'Ret mine oplysninger',
  },
  done: {
    heading: 'Betalingen er gennemført',
    credits: 'Tilføjet til din konto: {count} {{kredit|kreditter}}.',
    debit: '{amount} trækkes fra din konto med SEPA direkte debitering.',
    search: 'Søg efter medlemmer',
    transactions: 'Se dine transaktioner',
  },
} satisfies Translation['directDebit'];
