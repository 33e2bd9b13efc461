import type { Translation } from '../i18n-types';

/** /landers/gallery: the gallery of members. */
export const landerGallery = {
  onlineNow: 'Online ora: {count}',
  pick: 'Scegli un profilo e saluta',
  members: 'Membri vicino a te',
  seeProfile: 'Vedi il profilo di {name}',
  fictional: 'Profilo fittizio',
  cta: 'Unisciti gratis',
} satisfies Translation['landerGallery'];
