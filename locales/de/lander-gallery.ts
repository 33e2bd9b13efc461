import type { Translation } from '../i18n-types';

/** /landers/gallery: the gallery of members. */
export const landerGallery = {
  onlineNow: 'Jetzt online: {count}',
  pick: 'Such dir ein Profil aus und sag Hallo',
  members: 'Mitglieder in deiner Nähe',
  seeProfile: 'Profil von {name} ansehen',
  fictional: 'Fiktives Profil',
  cta: 'Gratis mitmachen',
} satisfies Translation['landerGallery'];
