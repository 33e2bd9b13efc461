import type { Translation } from '../i18n-types';

export const directDebit = {
  address: {
    invalid:
      'Denne betalingslenken er ufullstendig. Velg en pakke og SEPA-direktedebitering på kredittsiden.',
    notOffered: 'SEPA-direktedebitering tilbys ikke i landet ditt. Velg en annen betalingsmåte.',
  },
  load: {
    failed: 'Skjemaet for direktedebitering kunne ikke lastes inn.',
    retry: 'Prøv igjen',
    notFound: 'Denne pakken selges ikke lenger. Velg en annen på kredittsiden.',
  },
  links: {
    credits: 'Tilbake til kredittsiden',
    otherMethod: 'Velg en annen betalingsmåte',
    cheaper: 'Velg en billigere pakke',
  },
  refused: {
    blockedNext: 'Betal med en annen betalingsmåte.',
    limitWhen: 'Du kan betale med direktedebitering igjen {when}.',
  },
  summary: {
    heading: 'Bestillingen din',
    credits: '{count} {{kreditt|kreditter}}',
    price: 'Pris',
    total: 'Å betale',
    discount: 'Rabattkode {code}: −{percent} %',
    oldPrice: 'Før rabatten: {price}',
    method: 'Betaling med SEPA-direktedebitering',
    codeChecking: 'Rabattkoden {code} sjekkes …',
    codeRefused: 'Rabattkode {code}: {reason}',
    fullPrice: 'Full pris gjelder.',
    codeUnchecked:
      'Rabattkoden {code} kunne ikke sjekkes akkurat nå. Den sjekkes igjen når du sender skjemaet.',
  },
  form: {
    heading: 'Bankkontoen din',
    intro: 'Alle feltene må fylles ut.',
    accountHolder: 'Kontoinnehaver',
    accountHolderHint: 'Navnet på kontoen, slik banken din kjenner det',
    iban: 'IBAN',
    ibanHint: 'Kontonummeret på bankkortet eller kontoutskriften din, f.eks. {example}',
    ibanLast: 'Sist brukte du {masked}. Skriv inn hele IBAN-nummeret på nytt.',
    ibanInvalid:
      'Dette er ikke et gyldig IBAN fra et SEPA-land. Sjekk det på bankkortet eller kontoutskriften din.',
    ibanValid: 'IBAN sjekket',
    street: 'Gate',
    houseNumber: 'Husnummer',
    postalCode: 'Postnummer',
    city: 'Sted',
    mobile: 'Mobilnummer',
    mobileHint: 'I internasjonalt format, med + og landskoden først, f.eks. {example}',
    mobileLast: 'Sist brukte du {masked}. Skriv inn hele nummeret på nytt.',
    mobileInvalid: 'Skriv inn mobilnummeret i internasjonalt format, f.eks. {example}',
    mandate:
      'Med SMS-koden godkjenner du én SEPA-direktedebitering på {amount} fra denne kontoen. Banken din betaler tilbake en direktedebitering hvis du ber om det innen 8 uker.',
    submit: 'Send meg SMS-koden',
    voided:
      'Koden ble skrevet feil for mange ganger, så betalingen ble stoppet og ingenting ble trukket. Sjekk opplysningene dine og send skjemaet på nytt for å få en ny kode.',
  },
  sms: {
    heading: 'Skriv inn SMS-koden',
    sentTo: 'Vi har sendt en 6-sifret kode til {number}',
    code: 'SMS-kode',
    codeHint: 'Koden er gyldig i {minutes} minutter.',
    codeFormat: 'Skriv inn de 6 sifrene i koden',
    expired: 'Denne koden har utløpt. Be om en ny kode.',
    confirm: 'Bekreft betalingen',
    resend: 'Send en ny kode',
    resent: 'Vi har sendt en ny kode til {number}',
    resendWait: 'Du kan be om en ny kode {when}.',
    resendRefused:
      'Det kan ikke sendes flere nye koder for denne betalingen. Skriv inn den siste koden du fikk, eller endre opplysningene dine for å begynne på nytt.',
    change: 'Endre opplysningene mine',
  },
  done: {
    heading: 'Betalingen er fullført',
    credits: 'Lagt til på kontoen din: {count} {{kreditt|kreditter}}.',
    debit: '{amount} trekkes fra kontoen din med SEPA-direktedebitering.',
    search: 'Søk etter medlemmer',
    transactions: 'Se transaksjonene dine',
  },
} satisfies Translation['directDebit'];
