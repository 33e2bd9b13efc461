import type { Translation } from '../i18n-types';

/** What every campaign landing page under /landers shares (spec §2). */
export const landers = {
  loadFailed: 'Non è stato possibile caricare questa pagina.',
  retry: 'Riprova',
  signup: 'Iscriviti gratis',
  ctaNote: 'L’iscrizione è gratuita e richiede un minuto.',
  haveAccount: 'Sei già iscritto?',
  login: 'Accedi',
  photoAlt: 'Foto di {name}',
  noPhoto: '{name} non ha ancora una foto',
  nameAge: '{name}, {age}',
  online: 'Online ora',
} satisfies Translation['landers'];
