import type { Translation } from '../i18n-types';

/** /landers/socialnetwork: the members’ profiles as posts of a social feed. */
export const landerSocial = {
  kicker: 'Communauté {site}',
  onlineNow: '{count} en ligne',
  posts: '{count} {{nouvelle publication|nouvelles publications}}',
  feedTitle: 'Publications récentes',
  fallback: '{name} n’a encore rien écrit. Dis bonjour et brise la glace !',
  like: 'J’aime',
  likeName: 'J’aime la publication de {name}',
  comment: 'Commenter',
  commentName: 'Commenter la publication de {name}',
  joinTitle: 'Rejoins la conversation',
  joinText: 'Crée ton profil gratuit pour aimer les publications, commenter et discuter avec les membres.',
  cta: 'Participe gratuitement',
  empty: 'Aucune publication pour l’instant. Inscris-toi gratuitement et publie la première.',
} satisfies Translation['landerSocial'];
