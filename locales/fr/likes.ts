import type { Translation } from '../i18n-types';

export const likes = {
  tabs: {
    label: 'Tes likes',
    received: 'Reçus',
    sent: 'Envoyés',
    matches: 'Matchs',
  },
  list: {
    received: 'Les membres à qui tu plais',
    sent: 'Les membres qui te plaisent',
    matches: 'Tes matchs',
  },
  card: {
    new: 'Nouveau',
    likeBack: 'Liker en retour',
    message: 'Message',
    takeBack: 'Retirer',
  },
  notice: {
    liked: 'Tu as liké {name}.',
    unliked: 'Tu as retiré ton like pour {name}.',
  },
  empty: {
    received: 'Pas encore de likes. Les membres à qui tu plais apparaîtront ici.',
    sent: "Tu n'as encore liké personne.",
    matches: "Pas encore de matchs. Quand quelqu'un que tu likes te like en retour, c'est un match.",
    search: 'Rechercher des membres',
    swipe: 'Jouer au jeu de swipe',
  },
  loadFailed: "Tes likes n'ont pas pu être chargés.",
  retry: 'Réessayer',
  match: {
    title: "C'est un match !",
    text: '{name} et toi, vous vous plaisez mutuellement.',
    photos: '{name} et toi',
    yourPhoto: 'Ta photo',
    theirPhoto: 'Photo de {name}',
    message: 'Envoyer un message',
    keepBrowsing: 'Continuer à explorer',
    gone: "Ce match n'existe plus.",
    loadFailed: "Ce match n'a pas pu être affiché.",
  },
} satisfies Translation['likes'];
