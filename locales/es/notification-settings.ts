import type { Translation } from '../i18n-types';

export const notificationSettings = {
  notificationPrefs: {
    heading: 'Notificaciones',
    intro: 'Elige de qué te avisamos por correo electrónico y por notificación push.',
    pushHint: 'Las notificaciones push solo te llegan en los dispositivos en los que las has permitido.',
    tableCaption: 'Preferencias de notificaciones',
    typeColumn: 'Notificación',
    emailColumn: 'Correo',
    pushColumn: 'Push',
    emailSwitch: 'Correo: {type}',
    pushSwitch: 'Push: {type}',
    types: {
      new_conversations: 'Nuevas conversaciones',
      new_messages: 'Nuevos mensajes',
      likes: 'Me gusta',
      unread_reminders: 'Recordatorios de mensajes sin leer',
      promotions: 'Ofertas y promociones',
      new_members: 'Nuevos miembros',
      news: 'Novedades',
      reminders: 'Recordatorios',
    },
    save: 'Guardar preferencias',
    saved: 'Guardado. Tus preferencias de notificaciones están al día.',
    saveFailed:
      'Tus preferencias no se han guardado. Tus elecciones siguen aquí, así que puedes volver a intentarlo.',
    loadFailed:
      'No se han podido cargar tus preferencias de notificaciones. Comprueba tu conexión y vuelve a intentarlo.',
    retry: 'Volver a intentarlo',
    mailStopped: {
      heading: 'Ahora mismo no te enviamos ningún correo',
      bounce:
        'No se han podido entregar los correos a {email}. Comprueba que la dirección es correcta o cámbiala arriba, en «Dirección de correo electrónico»: en cuanto confirmes la nueva dirección, volverás a recibir correos.',
      fbl: 'Uno de nuestros correos se marcó como spam en tu buzón. Para volver a recibir correos, asegúrate de que los que quieres están activados abajo y pulsa «{save}».',
      listunsubscribe:
        'Te diste de baja con el enlace de uno de nuestros correos. Para volver a recibir correos, asegúrate de que los que quieres están activados abajo y pulsa «{save}».',
    },
  },
  push: {
    heading: 'Notificaciones push en este dispositivo',
    intro:
      'Una notificación en este móvil u ordenador cuando alguien te escribe o le gustas, incluso con el sitio cerrado.',
    on: 'Las notificaciones push están activadas en este dispositivo.',
    off: 'Las notificaciones push están desactivadas en este dispositivo.',
    turnOn: 'Activar notificaciones push',
    turnOff: 'Desactivar notificaciones push',
    turnedOn: 'Las notificaciones push están activadas. Elige abajo sobre qué te avisan.',
    turnedOff: 'Las notificaciones push están desactivadas en este dispositivo.',
    blocked:
      'Las notificaciones están bloqueadas para este sitio en tu navegador. Permítelas en los ajustes del sitio del navegador y vuelve aquí.',
    dismissed: 'Tu navegador no obtuvo respuesta. Pulsa el botón de nuevo cuando estés listo.',
    unsupported:
      'Este navegador no puede recibir notificaciones push. Las notificaciones por correo te siguen llegando.',
    installFirst:
      'En iPhone y iPad, las notificaciones push funcionan cuando el sitio está en tu pantalla de inicio: toca Compartir, luego “Añadir a pantalla de inicio”, y abre el sitio desde allí.',
    failed: 'No se pudieron activar las notificaciones push. Inténtalo de nuevo en un momento.',
    offFailed: 'Las notificaciones push no se desactivaron.',
  },
  invisible: {
    heading: 'Modo invisible',
    label: 'Ocultarme a los demás miembros',
    meaning:
      'Mientras está activado, no apareces en los resultados de búsqueda ni en las sugerencias, y los demás miembros no pueden enviarte un primer mensaje, un me gusta ni un regalo. Las conversaciones que ya tienes siguen como antes.',
    on: 'El modo invisible está activado. Los demás miembros ya no te encuentran.',
    off: 'El modo invisible está desactivado. Los demás miembros pueden volver a encontrarte y contactarte.',
    failed: 'El modo invisible no se ha cambiado.',
  },
} satisfies Translation['notificationSettings'];
