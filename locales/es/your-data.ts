import type { Translation } from '../i18n-types';

export const yourData = {
  heading: 'Tus datos',
  explanation:
    'Descarga un archivo con todo lo que guardamos sobre ti (tu perfil, fotos, mensajes, likes dados y recibidos, transacciones y ajustes de notificaciones): tienes derecho a ver estos datos y a llevártelos a otro servicio.',
  download: 'Descargar mis datos',
  preparing: 'Preparando tu archivo…',
  downloading: 'Tu archivo se está descargando.',
  failed: 'No se ha podido preparar tu archivo.',
  retry: 'Volver a intentarlo',
} satisfies Translation['yourData'];
