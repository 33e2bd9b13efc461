import type { Translation } from '../i18n-types';

/** /landers/tinderswipe: the swipe stack that ends in the signup. */
export const landerSwipe = {
  stackLabel: 'Medlemmer du kan like eller hoppe over',
  like: 'Lik',
  pass: 'Hopp over',
  liked: 'Du liker {name}.',
  passed: 'Du hoppet over {name}.',
  hint: 'Dra bildet eller bruk piltastene: venstre for å hoppe over, høyre for å like.',
  goal: 'Lik {total} medlemmer og se hvem som liker deg tilbake',
  progress: '{count} av {total} likes',
  skip: 'Hopp over spillet og registrer deg',
  inStack: '{count} {{medlem|medlemmer}} i nærheten venter på sveipen din',
  howTitle: 'Slik fungerer det',
  howRight: 'Sveip til høyre eller trykk → for å like',
  howLeft: 'Sveip til venstre eller trykk ← for å hoppe over',
  howMatch: 'Registrer deg og se hvem som liker deg tilbake',
  endTitle: 'En match venter på deg',
  endText: 'Du likte {count} {{medlem|medlemmer}}. Registrer deg og se hvem som liker deg tilbake.',
  endTitleNone: 'Det er mye mer å oppdage',
  endTextNone: 'Registrer deg gratis og se hvem som liker deg.',
  likedList: 'Medlemmer du likte',
  cta: 'Registrer deg og se matchene dine',
} satisfies Translation['landerSwipe'];
