import type { Translation } from '../i18n-types';

/** /landers/gallery: the gallery of members. */
export const landerGallery = {
  onlineNow: 'Pålogget nå: {count}',
  pick: 'Velg en profil og si hei',
  members: 'Medlemmer i nærheten',
  seeProfile: 'Se profilen til {name}',
  fictional: 'Fiktiv profil',
  cta: 'Bli med gratis',
} satisfies Translation['landerGallery'];
