import type { Translation } from '../i18n-types';

/** /landers/collagelanding: the photo collage. */
export const landerCollage = {
  kicker: 'Jeden Tag neue Gesichter',
  members: 'Mitglieder, die du treffen könntest',
  cta: 'Kostenlos kennenlernen',
} satisfies Translation['landerCollage'];
