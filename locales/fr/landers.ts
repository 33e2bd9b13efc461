import type { Translation } from '../i18n-types';

/** What every campaign landing page under /landers shares (spec §2). */
export const landers = {
  loadFailed: 'Cette page n’a pas pu être chargée.',
  retry: 'Réessayer',
  signup: 'Inscription gratuite',
  ctaNote: 'C’est gratuit et cela prend une minute.',
  haveAccount: 'Déjà membre ?',
  login: 'Se connecter',
  photoAlt: 'Photo de {name}',
  noPhoto: '{name} n’a pas encore de photo',
  nameAge: '{name}, {age}',
  online: 'En ligne',
} satisfies Translation['landers'];
