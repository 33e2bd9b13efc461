import type { Translation } from '../i18n-types';

/** /landers/socialnetwork: the members’ profiles as posts of a social feed. */
export const landerSocial = {
  kicker: 'Comunidad {site}',
  onlineNow: '{count} en línea ahora',
  posts: '{count} {{publicación nueva|publicaciones nuevas}}',
  feedTitle: 'Últimas publicaciones',
  fallback: '{name} aún no ha escrito nada. ¡Salúdale y rompe el hielo!',
  like: 'Me gusta',
  likeName: 'Me gusta la publicación de {name}',
  comment: 'Comentar',
  commentName: 'Comentar la publicación de {name}',
  joinTitle: 'Únete a la conversación',
  joinText: 'Crea tu perfil gratis para dar me gusta, comentar y chatear con otros miembros.',
  cta: 'Únete gratis y participa',
  empty: 'Aún no hay publicaciones. Únete gratis y publica la primera.',
} satisfies Translation['landerSocial'];
