import type { Translation } from '../i18n-types';

/** /landers/gallery: the gallery of members. */
export const landerGallery = {
  onlineNow: 'Teraz online: {count}',
  pick: 'Wybierz profil i przywitaj się',
  members: 'Osoby w pobliżu',
  seeProfile: 'Zobacz profil: {name}',
  fictional: 'Profil fikcyjny',
  cta: 'Dołącz za darmo',
} satisfies Translation['landerGallery'];
