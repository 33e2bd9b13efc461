import type { Translation } from '../i18n-types';

/** /landers/socialnetwork: the members’ profiles as posts of a social feed. */
export const landerSocial = {
  kicker: 'Community di {site}',
  onlineNow: '{count} online ora',
  posts: '{count} {{nuovo post|nuovi post}}',
  feedTitle: 'Ultimi post',
  fallback: '{name} non ha ancora scritto nulla. Saluta e rompi il ghiaccio!',
  like: 'Mi piace',
  likeName: 'Mi piace il post di {name}',
  comment: 'Commenta',
  commentName: 'Commenta il post di {name}',
  joinTitle: 'Unisciti alla conversazione',
  joinText: 'Crea il tuo profilo gratuito per mettere mi piace, commentare e chattare con i membri.',
  cta: 'Iscriviti gratis e partecipa',
  empty: 'Ancora nessun post. Iscriviti gratis e pubblica il primo.',
} satisfies Translation['landerSocial'];
