import type { Translation } from '../i18n-types';

/** /landers/tinderswipe: the swipe stack that ends in the signup. */
export const landerSwipe = {
  stackLabel: 'Medlemmar att gilla eller hoppa över',
  like: 'Gilla',
  pass: 'Hoppa över',
  liked: 'Du gillar {name}.',
  passed: 'Du hoppade över {name}.',
  hint: 'Dra bilden eller använd piltangenterna: vänster för att hoppa över, höger för att gilla.',
  goal: 'Gilla {total} medlemmar och se vem som gillar dig tillbaka',
  progress: '{count} av {total} likes',
  skip: 'Hoppa över spelet och registrera dig',
  inStack: '{count} {{medlem|medlemmar}} nära dig väntar på din swipe',
  howTitle: 'Så funkar det',
  howRight: 'Svep åt höger eller tryck → för att gilla',
  howLeft: 'Svep åt vänster eller tryck ← för att hoppa över',
  howMatch: 'Registrera dig och se vem som gillar dig tillbaka',
  endTitle: 'En match väntar på dig',
  endText: 'Du gillade {count} {{medlem|medlemmar}}. Registrera dig och se vem som gillar dig tillbaka.',
  endTitleNone: 'Det finns mycket mer att upptäcka',
  endTextNone: 'Registrera dig gratis och se vem som gillar dig.',
  likedList: 'Medlemmar du gillade',
  cta: 'Registrera dig och se dina matchningar',
} satisfies Translation['landerSwipe'];
