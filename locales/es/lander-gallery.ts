import type { Translation } from '../i18n-types';

/** /landers/gallery: the gallery of members. */
export const landerGallery = {
  onlineNow: 'En línea ahora: {count}',
  pick: 'Elige un perfil y saluda',
  members: 'Miembros cerca de ti',
  seeProfile: 'Ver el perfil de {name}',
  fictional: 'Perfil ficticio',
  cta: 'Únete gratis',
} satisfies Translation['landerGallery'];
