import type { Translation } from '../i18n-types';

/** /landers/iconslanding: the round portraits. */
export const landerIcons = {
  members: 'Miembros con ganas de chatear',
  cta: 'Empieza a chatear gratis',
  whyTitle: '¿Por qué unirte a {siteName}?',
  nearTitle: 'Gente cerca de ti',
  nearText: 'Descubre quién vive cerca y quién está en línea ahora mismo.',
  chatTitle: 'Chatea en minutos',
  chatText: 'Crea tu perfil y envía tu primer mensaje enseguida.',
  privateTitle: 'Discreto y privado',
  privateText: 'Tú decides qué pueden ver los demás de ti.',
} satisfies Translation['landerIcons'];
