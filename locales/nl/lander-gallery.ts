import type { Translation } from '../i18n-types';

/** /landers/gallery: the gallery of members. */
export const landerGallery = {
  onlineNow: 'Nu online: {count}',
  pick: 'Kies een profiel en zeg hallo',
  members: 'Leden bij jou in de buurt',
  seeProfile: 'Bekijk het profiel van {name}',
  fictional: 'Fictief profiel',
  cta: 'Gratis lid worden',
} satisfies Translation['landerGallery'];
