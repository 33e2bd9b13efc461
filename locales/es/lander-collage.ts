import type { Translation } from '../i18n-types';

/** /landers/collagelanding: the photo collage. */
export const landerCollage = {
  kicker: 'Caras nuevas cada día',
  members: 'Miembros que podrías conocer',
  cta: 'Conócelos gratis',
} satisfies Translation['landerCollage'];
