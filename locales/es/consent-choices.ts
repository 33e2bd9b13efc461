import type { Translation } from '../i18n-types';

/** The cookie settings dialog: the categories one by one (decision 030). */
export const consentChoices = {
  dialogTitle: 'Configuración de cookies',
  dialogIntro:
    'Elige qué podemos guardar en tu dispositivo. Puedes cambiarlo cuando quieras en «Cambiar configuración de cookies», al final de la página.',
  necessary: 'Necesarias (siempre activas)',
  necessaryText:
    'Tu sesión, tu idioma, que pasaste el aviso de entrada y esta elección. Donde el registro o la búsqueda son solo para visitantes de un socio, la red de socios de tu enlace.',
  statistics: 'Estadísticas',
  statisticsText:
    'Nos avisa cuando sales de una página a la que llegaste por un enlace de socio, para saber cuánto tiempo se quedan los visitantes.',
  marketing: 'Marketing',
  marketingText:
    'Recuerda el socio y la campaña de tu enlace y los envía con tu registro, para que se le reconozca al socio.',
  save: 'Guardar mi elección',
} satisfies Translation['consentChoices'];
