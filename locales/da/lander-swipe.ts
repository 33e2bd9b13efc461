import type { Translation } from '../i18n-types';

/** /landers/tinderswipe: the swipe stack that ends in the signup. */
export const landerSwipe = {
  stackLabel: 'Medlemmer, du kan synes godt om eller springe over',
  like: 'Synes godt om',
  pass: 'Spring over',
  liked: 'Du synes godt om {name}.',
  passed: 'Du sprang {name} over.',
  hint: 'Træk i billedet eller brug piletasterne: venstre for at springe over, højre for at synes godt om.',
  goal: 'Synes godt om {total} medlemmer, og se hvem der synes godt om dig',
  progress: '{count} af {total} likes',
  skip: 'Spring spillet over og tilmeld dig',
  inStack: '{count} {{medlem|medlemmer}} i nærheden venter på dit swipe',
  howTitle: 'Sådan fungerer det',
  howRight: 'Swipe til højre eller tryk → for at synes godt om',
  howLeft: 'Swipe til venstre eller tryk ← for at springe over',
  howMatch: 'Tilmeld dig og se, hvem der synes godt om dig',
  endTitle: 'Et match venter på dig',
  endText: 'Du synes godt om {count} {{medlem|medlemmer}}. Tilmeld dig og se, hvem der synes godt om dig.',
  endTitleNone: 'Der er meget mere at opdage',
  endTextNone: 'Tilmeld dig gratis og se, hvem der synes godt om dig.',
  likedList: 'Medlemmer, du synes godt om',
  cta: 'Tilmeld dig og se dine matches',
} satisfies Translation['landerSwipe'];
