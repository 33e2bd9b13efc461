import type { Translation } from '../i18n-types';

/** /landers/collagelanding: the photo collage. */
export const landerCollage = {
  kicker: 'De nouveaux visages chaque jour',
  members: 'Des membres à rencontrer',
  cta: 'Rencontrez-les gratuitement',
} satisfies Translation['landerCollage'];
