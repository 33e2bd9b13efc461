import type { Translation } from '../i18n-types';

export const directDebit = {
  address: {
    invalid: 'Deze betaallink is onvolledig. Kies op de creditspagina een pakket en SEPA-incasso.',
    notOffered: 'SEPA-incasso wordt in jouw land niet aangeboden. Kies een andere betaalmethode.',
  },
  load: {
    failed: 'Het incassoformulier kon niet worden geladen.',
    retry: 'Opnieuw proberen',
    notFound: 'Dit pakket is niet meer te koop. Kies een ander pakket op de creditspagina.',
  },
  links: {
    credits: 'Terug naar de creditspagina',
    otherMethod: 'Kies een andere betaalmethode',
    cheaper: 'Kies een goedkoper pakket',
  },
  refused: {
    blockedNext: 'Betaal met een andere betaalmethode.',
    limitWhen: 'Je kunt {when} weer met automatische incasso betalen.',
  },
  summary: {
    heading: 'Je bestelling',
    credits: '{count} {{credit|credits}}',
    price: 'Prijs',
    total: 'Te betalen',
    discount: 'Kortingscode {code}: −{percent}%',
    oldPrice: 'Voor de korting: {price}',
    method: 'Betaling via SEPA-incasso',
    codeChecking: 'Kortingscode {code} wordt gecontroleerd…',
    codeRefused: 'Kortingscode {code}: {reason}',
    fullPrice: 'De volledige prijs geldt.',
    codeUnchecked:
      'Kortingscode {code} kon nu niet worden gecontroleerd. Hij wordt opnieuw gecontroleerd als je het formulier verstuurt.',
  },
  form: {
    heading: 'Je bankrekening',
    intro: 'Alle velden zijn verplicht.',
    accountHolder: 'Rekeninghouder',
    accountHolderHint: 'De naam op de rekening, zoals je bank die kent',
    iban: 'IBAN',
    ibanHint: 'Het rekeningnummer op je bankpas of afschrift, bijv. {example}',
    ibanLast: 'De vorige keer gebruikte je {masked}. Vul de volledige IBAN opnieuw in.',
    ibanInvalid: 'Dit is geen geldige IBAN van een SEPA-land. Controleer hem op je bankpas of afschrift.',
    ibanValid: 'IBAN gecontroleerd',
    street: 'Straat',
    houseNumber: 'Huisnummer',
    postalCode: 'Postcode',
    city: 'Plaats',
    mobile: 'Mobiel nummer',
    mobileHint: 'In internationaal formaat, beginnend met + en de landcode, bijv. {example}',
    mobileLast: 'De vorige keer gebruikte je {masked}. Vul het volledige nummer opnieuw in.',
    mobileInvalid: 'Vul het mobiele nummer in internationaal formaat in, bijv. {example}',
    mandate:
      'Met de sms-code machtig je één SEPA-incasso van {amount} van deze rekening. Je bank betaalt een incasso terug als je daar binnen 8 weken om vraagt.',
    submit: 'Stuur me de sms-code',
    voided:
      'De code is te vaak verkeerd ingevuld. Daarom is deze betaling gestopt en is er niets afgeschreven. Controleer je gegevens en verstuur het formulier opnieuw voor een nieuwe code.',
  },
  sms: {
    heading: 'Vul de sms-code in',
    sentTo: 'We hebben een code van 6 cijfers gestuurd naar {number}',
    code: 'Sms-code',
    codeHint: 'De code is {minutes} minuten geldig.',
    codeFormat: 'Vul de 6 cijfers van de code in',
    expired: 'Deze code is verlopen. Vraag een nieuwe code aan.',
    confirm: 'Betaling bevestigen',
    resend: 'Stuur een nieuwe code',
    resent: 'We hebben een nieuwe code gestuurd naar {number}',
    resendWait: 'Je kunt {when} een nieuwe code aanvragen.',
    resendRefused:
      'Voor deze betaling kunnen geen nieuwe codes meer worden gestuurd. Vul de laatste code in die je kreeg, of wijzig je gegevens om opnieuw te beginnen.',
    change: 'Mijn gegevens wijzigen',
  },
  done: {
    heading: 'Betaling voltooid',
    credits: 'Toegevoegd aan je account: {count} {{credit|credits}}.',
    debit: '{amount} wordt via SEPA-incasso van je rekening afgeschreven.',
    search: 'Leden zoeken',
    transactions: 'Bekijk je transacties',
  },
} satisfies Translation['directDebit'];
