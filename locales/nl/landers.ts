import type { Translation } from '../i18n-types';

/** What every campaign landing page under /landers shares (spec §2). */
export const landers = {
  loadFailed: 'Deze pagina kon niet worden geladen.',
  retry: 'Opnieuw proberen',
  signup: 'Gratis aanmelden',
  ctaNote: 'Gratis lid worden, en het duurt maar een minuut.',
  haveAccount: 'Al lid?',
  login: 'Inloggen',
  photoAlt: 'Foto van {name}',
  noPhoto: '{name} heeft nog geen foto',
  nameAge: '{name}, {age}',
  online: 'Nu online',
} satisfies Translation['landers'];
