import type { Translation } from '../i18n-types';

/** /landers/gallery: the gallery of members. */
export const landerGallery = {
  onlineNow: 'Online nu: {count}',
  pick: 'Vælg en profil, og sig hej',
  members: 'Medlemmer i nærheden',
  seeProfile: 'Se profilen for {name}',
  fictional: 'Fiktiv profil',
  cta: 'Bliv medlem gratis',
} satisfies Translation['landerGallery'];
