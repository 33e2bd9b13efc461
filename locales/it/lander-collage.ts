import type { Translation } from '../i18n-types';

/** /landers/collagelanding: the photo collage. */
export const landerCollage = {
  kicker: 'Volti nuovi ogni giorno',
  members: 'Membri che potresti conoscere',
  cta: 'Conoscili gratis',
} satisfies Translation['landerCollage'];
