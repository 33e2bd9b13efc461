import type { Translation } from '../i18n-types';

/** /landers/gallery: the gallery of members. */
export const landerGallery = {
  onlineNow: 'Online nu: {count}',
  pick: 'Välj en profil och säg hej',
  members: 'Medlemmar nära dig',
  seeProfile: 'Visa profilen för {name}',
  fictional: 'Fiktiv profil',
  cta: 'Gå med gratis',
} satisfies Translation['landerGallery'];
