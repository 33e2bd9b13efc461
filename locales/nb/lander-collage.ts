import type { Translation } from '../i18n-types';

/** /landers/collagelanding: the photo collage. */
export const landerCollage = {
  kicker: 'Nye ansikter hver dag',
  members: 'Medlemmer du kan møte',
  cta: 'Møt dem gratis',
} satisfies Translation['landerCollage'];
