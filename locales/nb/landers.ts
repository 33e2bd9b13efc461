import type { Translation } from '../i18n-types';

/** What every campaign landing page under /landers shares (spec §2). */
export const landers = {
  loadFailed: 'Siden kunne ikke lastes inn.',
  retry: 'Prøv igjen',
  signup: 'Registrer deg gratis',
  ctaNote: 'Gratis å bli medlem, og det tar ett minutt.',
  haveAccount: 'Allerede medlem?',
  login: 'Logg inn',
  photoAlt: 'Bilde av {name}',
  noPhoto: '{name} har ikke noe bilde ennå',
  nameAge: '{name}, {age}',
  online: 'Pålogget nå',
} satisfies Translation['landers'];
