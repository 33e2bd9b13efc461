import type { Translation } from '../i18n-types';

/** /landers/tinderswipe: the swipe stack that ends in the signup. */
export const landerSwipe = {
  stackLabel: 'Membres à liker ou à passer',
  like: "J'aime",
  pass: 'Passer',
  liked: 'Tu as liké {name}.',
  passed: 'Tu as passé {name}.',
  hint: 'Fais glisser la photo ou utilise les flèches : gauche pour passer, droite pour liker.',
  goal: 'Like {total} membres pour voir qui te like en retour',
  progress: '{count} likes sur {total}',
  skip: "Passer le jeu et s'inscrire",
  inStack: '{count} {{membre|membres}} près de chez toi {{attend|attendent}} ton swipe',
  howTitle: 'Comment ça marche',
  howRight: 'Glisse vers la droite ou appuie sur → pour liker',
  howLeft: 'Glisse vers la gauche ou appuie sur ← pour passer',
  howMatch: 'Inscris-toi et découvre qui te like en retour',
  endTitle: 'Un match t’attend',
  endText: 'Tu as liké {count} {{membre|membres}}. Inscris-toi pour voir qui te like en retour.',
  endTitleNone: 'Il reste tant à découvrir',
  endTextNone: 'Inscris-toi gratuitement pour voir qui te like.',
  likedList: 'Membres que tu as likés',
  cta: 'Inscris-toi pour voir tes matchs',
} satisfies Translation['landerSwipe'];
