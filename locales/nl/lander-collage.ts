import type { Translation } from '../i18n-types';

/** /landers/collagelanding: the photo collage. */
export const landerCollage = {
  kicker: 'Elke dag nieuwe gezichten',
  members: 'Leden die je kunt ontmoeten',
  cta: 'Ontmoet ze gratis',
} satisfies Translation['landerCollage'];
