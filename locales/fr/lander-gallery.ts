import type { Translation } from '../i18n-types';

/** /landers/gallery: the gallery of members. */
export const landerGallery = {
  onlineNow: 'En ligne maintenant : {count}',
  pick: 'Choisissez un profil et dites bonjour',
  members: 'Des membres près de chez vous',
  seeProfile: 'Voir le profil de {name}',
  fictional: 'Profil fictif',
  cta: 'Rejoindre gratuitement',
} satisfies Translation['landerGallery'];
