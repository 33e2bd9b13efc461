import type { Translation } from '../i18n-types';

/** What every campaign landing page under /landers shares (spec §2). */
export const landers = {
  loadFailed: 'Sivua ei voitu ladata.',
  retry: 'Yritä uudelleen',
  signup: 'Rekisteröidy ilmaiseksi',
  ctaNote: 'Liittyminen on ilmaista ja vie minuutin.',
  haveAccount: 'Oletko jo jäsen?',
  login: 'Kirjaudu sisään',
  photoAlt: 'Kuva: {name}',
  noPhoto: 'Käyttäjällä {name} ei ole vielä kuvaa',
  nameAge: '{name}, {age}',
  online: 'Paikalla nyt',
} satisfies Translation['landers'];
