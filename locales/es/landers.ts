import type { Translation } from '../i18n-types';

/** What every campaign landing page under /landers shares (spec §2). */
export const landers = {
  loadFailed: 'No se ha podido cargar esta página.',
  retry: 'Reintentar',
  signup: 'Regístrate gratis',
  ctaNote: 'Es gratis y solo lleva un minuto.',
  haveAccount: '¿Ya eres miembro?',
  login: 'Iniciar sesión',
  photoAlt: 'Foto de {name}',
  noPhoto: '{name} aún no tiene foto',
  nameAge: '{name}, {age}',
  online: 'En línea ahora',
} satisfies Translation['landers'];
