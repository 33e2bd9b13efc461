import type { Translation } from '../i18n-types';

/** /landers/tinderswipe: the swipe stack that ends in the signup. */
export const landerSwipe = {
  stackLabel: 'Leden om leuk te vinden of over te slaan',
  like: 'Leuk',
  pass: 'Overslaan',
  liked: 'Je vindt {name} leuk.',
  passed: 'Je hebt {name} overgeslagen.',
  hint: 'Sleep de foto of gebruik de pijltjestoetsen: links om over te slaan, rechts voor leuk.',
  goal: 'Vind {total} leden leuk en zie wie jou ook leuk vindt',
  progress: '{count} van {total} likes',
  skip: 'Spel overslaan en aanmelden',
  inStack: '{count} {{lid|leden}} bij jou in de buurt {{wacht|wachten}} op je swipe',
  howTitle: 'Zo werkt het',
  howRight: 'Swipe naar rechts of druk op → voor leuk',
  howLeft: 'Swipe naar links of druk op ← om over te slaan',
  howMatch: 'Meld je aan en zie wie jou ook leuk vindt',
  endTitle: 'Er hangt een match in de lucht',
  endText: 'Je vond {count} {{lid|leden}} leuk. Meld je aan en zie wie jou ook leuk vindt.',
  endTitleNone: 'Er valt nog genoeg te ontdekken',
  endTextNone: 'Meld je gratis aan en zie wie jou leuk vindt.',
  likedList: 'Leden die je leuk vond',
  cta: 'Aanmelden en je matches zien',
} satisfies Translation['landerSwipe'];
