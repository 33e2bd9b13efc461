import type { Translation } from '../i18n-types';

/** /landers/collagelanding: the photo collage. */
export const landerCollage = {
  kicker: 'Nya ansikten varje dag',
  members: 'Medlemmar du kan träffa',
  cta: 'Träffa dem gratis',
} satisfies Translation['landerCollage'];
