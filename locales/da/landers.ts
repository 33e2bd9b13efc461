import type { Translation } from '../i18n-types';

/** What every campaign landing page under /landers shares (spec §2). */
export const landers = {
  loadFailed: 'Siden kunne ikke indlæses.',
  retry: 'Prøv igen',
  signup: 'Tilmeld dig gratis',
  ctaNote: 'Gratis at blive medlem, og det tager et minut.',
  haveAccount: 'Allerede medlem?',
  login: 'Log ind',
  photoAlt: 'Foto af {name}',
  noPhoto: '{name} har endnu ikke et foto',
  nameAge: '{name}, {age}',
  online: 'Online nu',
} satisfies Translation['landers'];
