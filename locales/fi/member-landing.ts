import type { Translation } from '../i18n-types';

export const memberLanding = {
  nameAndAge: '{name}, {age}',
  photoAlt: 'Kuva: {name}',
  noPhoto: '{name} ei ole vielä lisännyt kuvaa',
  online: 'Paikalla nyt',
  lineFallback: '{name} on uusi täällä ja toivoo kuulevansa sinusta.',
  cta: 'Rekisteröidy ilmaiseksi ja lähetä viesti: {name}',
  ctaNote: 'Ilmainen rekisteröityminen. Se vie noin minuutin.',
  haveAccount: 'Oletko jo jäsen?',
  login: 'Kirjaudu sisään',
  loadFailed: 'Profiilia ei voitu ladata.',
  retry: 'Yritä uudelleen',
  one: {
    kicker: '{name} odottaa ensimmäistä viestiä',
  },
  two: {
    title: 'Sano hei: {name}',
    stepsTitle: 'Näin se toimii',
    stepSignup: 'Luo ilmainen tili',
    stepWrite: 'Kirjoita ensimmäinen viestisi: {name}',
    stepChat: 'Keskustele silloin, kun sinulle sopii',
  },
  three: {
    badge: 'Päivän profiili',
    title: 'Voisiko {name} olla sinun pari?',
    aboutTitle: '{name} omin sanoin',
    more: 'Lisää jäseniä, joihin voit tutustua',
  },
  signup: {
    title: 'Rekisteröidy ja kirjoita: {name}',
    intro: 'Kun olet valmis, siirryt suoraan profiiliin {name} ja voit kirjoittaa heti.',
  },
} satisfies Translation['memberLanding'];
