import type { Translation } from '../i18n-types';

export const alerts = {
  enrichProfile: {
    title: 'Tu perfil aún no muestra ninguna foto.',
    text: 'Los perfiles con foto reciben muchas más respuestas.',
    action: 'Añadir una foto',
  },
  mailStopped: {
    title: 'Hemos dejado de enviarte correos electrónicos.',
    bounce: 'No se pudo entregar el correo a {email}.',
    fbl: 'Uno de nuestros correos se marcó como spam.',
    listunsubscribe: 'Te diste de baja de nuestros correos.',
    action: 'Ir a ajustes',
  },
  push: {
    title: 'No te pierdas ningún mensaje.',
    text: 'Recibe una notificación en este dispositivo cuando alguien te escriba o le gustes.',
    action: 'Activar',
    on: 'Las notificaciones push están activadas en este dispositivo.',
    blocked:
      'Las notificaciones están bloqueadas para este sitio. Puedes permitirlas en los ajustes de tu navegador.',
    dismissed:
      'Tu navegador no obtuvo respuesta. Puedes activar las notificaciones cuando quieras en Ajustes.',
    failed: 'No se pudieron activar las notificaciones push. Puedes volver a intentarlo en Ajustes.',
  },
} satisfies Translation['alerts'];
