import type { Translation } from '../i18n-types';

export const report = {
  title: 'Ilmoita käyttäjästä {name}',
  intro: 'Kerro meille, mikä on vialla. Tiimimme käy läpi jokaisen ilmoituksen.',
  reason: 'Miksi ilmoitat käyttäjästä {name}?',
  reasons: {
    fake_profile: 'Väärennetty profiili',
    harassment: 'Häirintä tai uhkailu',
    underage: 'Saattaa olla alaikäinen',
    scam_or_spam: 'Huijaus tai roskaposti',
    illegal_content: 'Laiton sisältö',
    other: 'Jokin muu',
  },
  reasonRequired: 'Valitse syy.',
  details: 'Mitä tapahtui?',
  detailsOptional: 'Vapaaehtoinen: kaikki, mikä auttaa tiimiämme ymmärtämään tilanteen.',
  detailsNeeded: 'Pakollinen, jos valitset ”Jokin muu”.',
  detailsRequired: 'Kerro, mitä tapahtui.',
  alsoBlock: 'Estä myös käyttäjä {name}',
  send: 'Lähetä ilmoitus',
  cancel: 'Peruuta',
  thanks: 'Kiitos. Ilmoituksesi viitenumero on {reference}.',
  reviewing:
    'Tiimimme käsittelee sen ja puuttuu asiaan tarvittaessa. Mainitse viitenumero, jos otat yhteyttä asiakaspalveluun.',
  blocked: 'Käyttäjä {name} on nyt estetty: ette enää näe toisianne ettekä voi ottaa yhteyttä toisiinne.',
  alreadyReported:
    'Olet jo ilmoittanut käyttäjästä {name}. Ilmoituksen viitenumero on {reference}, ja tiimimme käsittelee sitä vielä.',
  notYourself: 'Et voi ilmoittaa itsestäsi.',
  gone: 'Tämä profiili ei ole enää saatavilla.',
  failed: 'Ilmoitustasi ei voitu lähettää. Yritä uudelleen – kirjoittamasi teksti on yhä tallessa.',
  done: 'Valmis',
} satisfies Translation['report'];
