import type { Translation } from '../i18n-types';

/** What every campaign landing page under /landers shares (spec §2). */
export const landers = {
  loadFailed: 'Diese Seite konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  signup: 'Kostenlos registrieren',
  ctaNote: 'Kostenlos und in einer Minute erledigt.',
  haveAccount: 'Schon Mitglied?',
  login: 'Anmelden',
  photoAlt: 'Foto von {name}',
  noPhoto: '{name} hat noch kein Foto',
  nameAge: '{name}, {age}',
  online: 'Jetzt online',
} satisfies Translation['landers'];
