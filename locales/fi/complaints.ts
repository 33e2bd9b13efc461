import type { Translation } from '../i18n-types';

export const complaints = {
  intro:
    'Menikö jokin pieleen? Kerro siitä meille. Asiakaspalvelu lukee jokaisen valituksen ja vastaa sinulle sähköpostitse.',
  required: 'Kaikki kentät ovat pakollisia profiilinumeroa lukuun ottamatta.',
  name: 'Nimesi',
  email: 'Sähköpostiosoitteesi',
  emailHint: 'Lähetämme vastauksemme tähän osoitteeseen.',
  subject: 'Mitä valituksesi koskee?',
  subjectChoose: 'Valitse aihe',
  subjectRequired: 'Valitse, mitä valituksesi koskee',
  subjects: {
    content: 'Sivuston sisältö',
    billing: 'Maksut ja laskutus',
    privacy: 'Yksityisyys ja henkilötiedot',
    abuse: 'Väärinkäyttö tai häirintä',
    other: 'Jokin muu',
  },
  profile: 'Profiilinumero (valinnainen)',
  profileHint:
    'Jos valituksesi koskee yhtä jäsentä: numero hänen profiilinsa osoitteen lopussa, esim. 2210 osoitteessa /members/2210.',
  profileInvalid: 'Kirjoita profiilinumero pelkillä numeroilla, esim. 2210',
  profileUnknown: 'Tällä numerolla ei ole profiilia. Tarkista numero tai jätä kenttä tyhjäksi.',
  message: 'Valituksesi',
  messageHint: 'Kuvaile, mitä tapahtui ja mahdollisuuksien mukaan milloin.',
  messageTooLong:
    'Valituksesi on {over} {{merkin|merkkiä}} liian pitkä. Lyhennä se enintään {max} merkkiin; mitään kirjoittamaasi ei menetetä.',
  send: 'Lähetä valitus',
  failed:
    'Valitustasi ei voitu lähettää. Mitään kirjoittamaasi ei menetetty: tarkista yhteytesi ja lähetä valitus uudelleen.',
  tooMany:
    'Olet lähettänyt useita valituksia viimeisen tunnin aikana. Odota {minutes} {{minuutti|minuuttia}} ja lähetä se sitten uudelleen.',
  sent: {
    heading: 'Kiitos, olemme vastaanottaneet valituksesi',
    reference: 'Viitenumerosi: {reference}',
    next: 'Asiakaspalvelu käsittelee valituksesi ja vastaa sinulle sähköpostitse osoitteeseen {email} lain määräämässä ajassa.',
    quote: 'Mainitse viitenumerosi aina, kun kirjoitat meille tästä valituksesta.',
    another: 'Lähetä uusi valitus',
  },
} satisfies Translation['complaints'];
