import type { Translation } from '../i18n-types';

/** /landers/collagelanding: the photo collage. */
export const landerCollage = {
  kicker: 'Nye ansigter hver dag',
  members: 'Medlemmer, du kan møde',
  cta: 'Mød dem gratis',
} satisfies Translation['landerCollage'];
