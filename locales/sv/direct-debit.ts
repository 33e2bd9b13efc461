import type { Translation } from '../i18n-types';

export const directDebit = {
  address: {
    invalid: 'Den här betallänken är ofullständig. Välj ett paket och SEPA-autogiro på kreditsidan.',
    notOffered: 'SEPA-autogiro erbjuds inte i ditt land. Välj ett annat betalsätt.',
  },
  load: {
    failed: 'Autogiroformuläret kunde inte laddas.',
    retry: 'Försök igen',
    notFound: 'Det här paketet säljs inte längre. Välj ett annat på kreditsidan.',
  },
  links: {
    credits: 'Tillbaka till kreditsidan',
    otherMethod: 'Välj ett annat betalsätt',
    cheaper: 'Välj ett billigare paket',
  },
  refused: {
    blockedNext: 'Betala med ett annat betalsätt.',
    limitWhen: 'Du kan betala med autogiro igen {when}.',
  },
  summary: {
    heading: 'Din beställning',
    credits: '{count} {{kredit|krediter}}',
    price: 'Pris',
    total: 'Att betala',
    discount: 'Rabattkod {code}: −{percent} %',
    oldPrice: 'Före rabatten: {price}',
    method: 'Betalning med SEPA-autogiro',
    codeChecking: 'Rabattkoden {code} kontrolleras …',
    codeRefused: 'Rabattkod {code}: {reason}',
    fullPrice: 'Fullt pris gäller.',
    codeUnchecked:
      'Rabattkoden {code} kunde inte kontrolleras just nu. Den kontrolleras igen när du skickar formuläret.',
  },
  form: {
    heading: 'Ditt bankkonto',
    intro: 'Alla fält är obligatoriska.',
    accountHolder: 'Kontoinnehavare',
    accountHolderHint: 'Namnet på kontot, så som din bank känner det',
    iban: 'IBAN',
    ibanHint: 'Kontonumret på ditt bankkort eller kontoutdrag, t.ex. {example}',
    ibanLast: 'Förra gången använde du {masked}. Ange hela IBAN-numret igen.',
    ibanInvalid:
      'Det här är inget giltigt IBAN från ett SEPA-land. Kontrollera det på ditt bankkort eller kontoutdrag.',
    ibanValid: 'IBAN kontrollerat',
    street: 'Gata',
    houseNumber: 'Husnummer',
    postalCode: 'Postnummer',
    city: 'Ort',
    mobile: 'Mobilnummer',
    mobileHint: 'I internationellt format, med + och landskoden först, t.ex. {example}',
    mobileLast: 'Förra gången använde du {masked}. Ange hela numret igen.',
    mobileInvalid: 'Ange mobilnumret i internationellt format, t.ex. {example}',
    mandate:
      'Med sms-koden godkänner du ett SEPA-autogiro på {amount} från det här kontot. Din bank betalar tillbaka ett autogiro om du begär det inom 8 veckor.',
    submit: 'Skicka sms-koden till mig',
    voided:
      'Koden angavs fel för många gånger, så betalningen stoppades och inget drogs. Kontrollera dina uppgifter och skicka formuläret igen för att få en ny kod.',
  },
  sms: {
    heading: 'Ange sms-koden',
    sentTo: 'Vi har skickat en 6-siffrig kod till {number}',
    code: 'Sms-kod',
    codeHint: 'Koden gäller i {minutes} minuter.',
    codeFormat: 'Ange kodens 6 siffror',
    expired: 'Den här koden har gått ut. Be om en ny kod.',
    confirm: 'Bekräfta betalningen',
    resend: 'Skicka en ny kod',
    resent: 'Vi har skickat en ny kod till {number}',
    resendWait: 'Du kan be om en ny kod {when}.',
    resendRefused:
      'Inga fler nya koder kan skickas för den här betalningen. Ange den senaste koden du fick, eller ändra dina uppgifter för att börja om.',
    change: 'Ändra mina uppgifter',
  },
  done: {
    heading: 'Betalningen är genomförd',
    credits: 'Tillagt på ditt konto: {count} {{kredit|krediter}}.',
    debit: '{amount} dras från ditt konto med SEPA-autogiro.',
    search: 'Sök medlemmar',
    transactions: 'Visa dina transaktioner',
  },
} satisfies Translation['directDebit'];
