import type { Translation } from '../i18n-types';

export const swipe = {
  stackLabel: 'Membres à liker ou à passer',
  cardLabel: '{name}, {age}',
  photoAlt: 'Photo de {name}',
  noPhoto: 'Pas encore de photo',
  viewProfile: 'Voir le profil',
  like: "J'aime",
  pass: 'Passer',
  likeLabel: 'Liker {name}',
  passLabel: 'Passer {name}',
  keyboardHint:
    'Fais glisser la photo ou utilise les flèches du clavier : gauche pour passer, droite pour liker.',
  likesLeft: "{count} {{like restant|likes restants}} aujourd'hui",
  liked: 'Tu as liké {name}.',
  passed: 'Tu as passé {name}.',
  usedUp: 'Tu as utilisé tous tes likes du jour.',
  nextLikesIn: 'Nouveaux likes dans {time}',
  premiumClaim: 'Les membres Premium ont {percent} % de chances de match en plus.',
  goPremium: 'Passer Premium',
  keepPassing: "D'ici là, tu peux encore passer des profils.",
  empty: "Plus aucun membre à afficher pour l'instant.",
  emptyHint: 'Reviens plus tard ou recherche des membres toi-même.',
  search: 'Rechercher des membres',
  loadFailed: "Le jeu de swipe n'a pas pu être chargé.",
  retry: 'Réessayer',
} satisfies Translation['swipe'];
