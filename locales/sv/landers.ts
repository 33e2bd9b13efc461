import type { Translation } from '../i18n-types';

/** What every campaign landing page under /landers shares (spec §2). */
export const landers = {
  loadFailed: 'Sidan kunde inte läsas in.',
  retry: 'Försök igen',
  signup: 'Registrera dig gratis',
  ctaNote: 'Gratis att gå med, och det tar en minut.',
  haveAccount: 'Redan medlem?',
  login: 'Logga in',
  photoAlt: 'Foto av {name}',
  noPhoto: '{name} har ingen bild ännu',
  nameAge: '{name}, {age}',
  online: 'Online nu',
} satisfies Translation['landers'];
