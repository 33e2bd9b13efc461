import type { Translation } from '../i18n-types';

export const directDebit = {
  address: {
    invalid: 'Tämä maksulinkki on puutteellinen. Valitse paketti ja SEPA-suoraveloitus krediittisivulla.',
    notOffered: 'SEPA-suoraveloitusta ei tarjota maassasi. Valitse toinen maksutapa.',
  },
  load: {
    failed: 'Suoraveloituslomaketta ei voitu ladata.',
    retry: 'Yritä uudelleen',
    notFound: 'Tätä pakettia ei ole enää myynnissä. Valitse toinen paketti krediittisivulla.',
  },
  links: {
    credits: 'Takaisin krediittisivulle',
    otherMethod: 'Valitse toinen maksutapa',
    cheaper: 'Valitse edullisempi paketti',
  },
  refused: {
    blockedNext: 'Maksa toisella maksutavalla.',
    limitWhen: 'Voit maksaa suoraveloituksella taas {when}.',
  },
  summary: {
    heading: 'Tilauksesi',
    credits: '{count} {{krediitti|krediittiä}}',
    price: 'Hinta',
    total: 'Maksettavaa',
    discount: 'Alennuskoodi {code}: −{percent} %',
    oldPrice: 'Ennen alennusta: {price}',
    method: 'Maksu SEPA-suoraveloituksella',
    codeChecking: 'Alennuskoodia {code} tarkistetaan…',
    codeRefused: 'Alennuskoodi {code}: {reason}',
    fullPrice: 'Tilaukseen sovelletaan täyttä hintaa.',
    codeUnchecked:
      'Alennuskoodia {code} ei voitu tarkistaa juuri nyt. Se tarkistetaan uudelleen, kun lähetät lomakkeen.',
  },
  form: {
    heading: 'Pankkitilisi',
    intro: 'Kaikki kentät ovat pakollisia.',
    accountHolder: 'Tilinomistaja',
    accountHolderHint: 'Tilin nimi sellaisena kuin pankkisi sen tuntee',
    iban: 'IBAN',
    ibanHint: 'Tilinumero pankkikortissasi tai tiliotteessasi, esim. {example}',
    ibanLast: 'Viimeksi käytit tiliä {masked}. Anna koko IBAN uudelleen.',
    ibanInvalid: 'Tämä ei ole SEPA-maan kelvollinen IBAN. Tarkista se pankkikortistasi tai tiliotteestasi.',
    ibanValid: 'IBAN tarkistettu',
    street: 'Katu',
    houseNumber: 'Talon numero',
    postalCode: 'Postinumero',
    city: 'Postitoimipaikka',
    mobile: 'Matkapuhelinnumero',
    mobileHint: 'Kansainvälisessä muodossa, alussa + ja maatunnus, esim. {example}',
    mobileLast: 'Viimeksi käytit numeroa {masked}. Anna koko numero uudelleen.',
    mobileInvalid: 'Anna matkapuhelinnumero kansainvälisessä muodossa, esim. {example}',
    mandate:
      'SMS-koodilla valtuutat tältä tililtä yhden SEPA-suoraveloituksen, jonka summa on {amount}. Pankkisi palauttaa suoraveloituksen, jos pyydät sitä 8 viikon kuluessa.',
    submit: 'Lähetä minulle SMS-koodi',
    voided:
      'Koodi syötettiin väärin liian monta kertaa, joten maksu keskeytettiin eikä mitään veloitettu. Tarkista tietosi ja lähetä lomake uudelleen saadaksesi uuden koodin.',
  },
  sms: {
    heading: 'Anna SMS-koodi',
    sentTo: 'Lähetimme 6-numeroisen koodin numeroon {number}',
    code: 'SMS-koodi',
    codeHint: 'Koodi on voimassa {minutes} minuuttia.',
    codeFormat: 'Anna koodin 6 numeroa',
    expired: 'Tämä koodi on vanhentunut. Pyydä uusi koodi.',
    confirm: 'Vahvista maksu',
    resend: 'Lähetä uusi koodi',
    resent: 'Lähetimme uuden koodin numeroon {number}',
    resendWait: 'Voit pyytää uuden koodin {when}.',
    resendRefused:
      'Tälle maksulle ei voi lähettää enempää uusia koodeja. Anna viimeisin saamasi koodi tai muuta tietojasi aloittaaksesi alusta.',
    change: 'Muuta tietojani',
  },
  done: {
    heading: 'Maksu suoritettu',
    credits: 'Tilillesi lisättiin {count} {{krediitti|krediittiä}}.',
    debit: '{amount} veloitetaan tililtäsi SEPA-suoraveloituksella.',
    search: 'Hae jäseniä',
    transactions: 'Näytä tapahtumasi',
  },
} satisfies Translation['directDebit'];
