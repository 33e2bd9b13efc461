import type { Translation } from '../i18n-types';

export const accountDeletion = {
  title: 'Poista tili',
  explanation:
    'Tilin poistaminen piilottaa profiilisi ja kirjaa sinut ulos heti. Voit aktivoida tilin uudelleen {days} päivän ajan linkistä, jonka lähetämme sinulle sähköpostitse; sen jälkeen profiilisi, viestisi ja krediittisi häviävät lopullisesti.',
  start: 'Poista tilini',
  keep: 'Säilytä tilini',
  offersFailed: 'Poistoa ei voitu aloittaa.',
  retry: 'Yritä uudelleen',
  reasonStep: {
    heading: 'Miksi lähdet?',
    reason: 'Syy',
    reasonRequired: 'Valitse syy',
    comment: 'Haluatko kertoa meille vielä jotain? (valinnainen)',
    next: 'Jatka',
  },
  reasons: {
    price: 'Se on liian kallis',
    found_someone: 'Löysin jonkun',
    not_looking: 'En etsi enää ketään',
    site_problems: 'Sivusto ei toimi minulla kunnolla',
    no_members: 'Lähelläni ei ole tarpeeksi jäseniä',
    time: 'Minulla ei ole aikaa tähän',
    other: 'Muu syy',
  },
  offers: {
    heading: 'Ennen kuin lähdet',
    intro: 'Ehkä jokin näistä sopii sinulle paremmin kuin lähteminen.',
    changeEmailTitle: 'Käytä toista sähköpostiosoitetta',
    changeEmailText: 'Tulevatko viestimme väärään osoitteeseen? Vaihda osoite ja säilytä tilisi.',
    changeEmailAction: 'Vaihda sähköpostiosoitteeni',
    privacyTitle: 'Jää, mutta näkymättömänä',
    privacyText:
      'Näkymätön tila piilottaa sinut hakutuloksista, eivätkä muut jäsenet voi lähettää sinulle viestiä tai tykätä sinusta ensin.',
    privacyAction: 'Ota näkymätön tila käyttöön',
    privacyOn: 'Näkymätön tila on käytössä: et näy hakutuloksissa, ja tilisi säilyy.',
    trialTitle: 'Kokeile edullisemmin',
    trialText: '{credits} {{krediitti|krediittiä}} hintaan {price}.',
    trialAction: 'Osta kokeilupaketti',
    discountTitle: '{percentage} %:n alennus seuraavasta ostoksestasi',
    discountText: 'Käytä koodia {code}; se on voimassa {date} asti.',
    discountAction: 'Osta krediittejä',
    continue: 'Jatka tilin poistamista',
  },
  confirmStep: {
    heading: 'Vahvista poisto',
    text: 'Poista tilisi antamalla salasanasi.',
    submit: 'Poista tilini nyt',
  },
  deleted: {
    title: 'Tilisi on poistettu',
    reactivateWithin:
      'Voit aktivoida sen uudelleen {days} päivän kuluessa linkistä, jonka lähetimme sinulle sähköpostitse.',
    reactivateUntil:
      'Voit aktivoida sen uudelleen {date} asti linkistä, jonka lähetimme sinulle sähköpostitse.',
  },
  reactivation: {
    title: 'Aktivoi tilisi uudelleen',
    text: 'Profiilisi, viestisi ja krediittisi ovat yhä tallessa. Palauta tilisi painamalla painiketta.',
    action: 'Aktivoi tilini uudelleen',
    welcomeBack: 'Tervetuloa takaisin, {name}! Tilisi on taas aktiivinen.',
    toMembers: 'Hae jäseniä',
    linkInvalid:
      'Tämä uudelleenaktivointilinkki ei ole voimassa. Sitä on ehkä jo käytetty: yritä kirjautua sisään tai käytä uusinta linkkiä, jonka lähetimme sinulle sähköpostitse.',
    login: 'Kirjaudu sisään',
  },
} satisfies Translation['accountDeletion'];
