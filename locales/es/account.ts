import type { Translation } from '../i18n-types';

export const account = {
  title: 'Cuenta',
  currentPassword: 'Contraseña actual',
  mailChange: {
    heading: 'Dirección de correo electrónico',
    current: 'Tu dirección de correo electrónico es {email}.',
    newEmail: 'Nueva dirección de correo electrónico',
    passwordHint: 'Te pedimos tu contraseña para que nadie más pueda cambiar tu dirección.',
    submit: 'Cambiar dirección de correo',
    sameAsCurrent: 'Esta ya es tu dirección de correo electrónico',
    tooManyToday: 'Hoy has solicitado demasiados cambios de dirección de correo. Inténtalo de nuevo mañana.',
    sent: 'Hemos enviado un enlace de confirmación a {email}; tu dirección cambiará cuando lo uses (válido durante 24 horas)',
  },
  passwordChange: {
    heading: 'Contraseña',
    oldPassword: 'Contraseña anterior',
    newPassword: 'Nueva contraseña',
    newPasswordHint: 'Al menos {min} caracteres.',
    repeatPassword: 'Repite la nueva contraseña',
    submit: 'Cambiar contraseña',
    changed: 'Tu contraseña se ha cambiado.',
  },
  mailChangeDone: {
    confirming: 'Confirmando tu nueva dirección de correo electrónico…',
    done: 'Tu dirección de correo electrónico ahora es {email}',
    toSettings: 'Ir a tus ajustes',
    requestNew: 'Solicita un nuevo cambio de dirección de correo en tus ajustes',
    retry: 'Volver a intentarlo',
  },
  sectionsLoad: {
    failed: 'No se han podido cargar tus ajustes. Comprueba tu conexión e inténtalo de nuevo.',
    retry: 'Volver a intentarlo',
  },
  blocked: {
    heading: 'Miembros bloqueados',
    intro:
      'Los miembros que has bloqueado no pueden ver tu perfil ni contactarte, y ya no los ves en tus búsquedas.',
    empty: 'No has bloqueado a nadie.',
    howTo: 'Para bloquear a un miembro, abre su perfil y elige «Bloquear» en el menú «Más».',
    photoAlt: 'Foto de {name}',
    nameAndAge: '{name}, {age}',
    unblock: 'Desbloquear',
    unblocked: 'Has desbloqueado a {name}.',
    unblockFailed: 'No se ha podido desbloquear a {name}.',
    loadFailed:
      'No se han podido cargar tus miembros bloqueados. Comprueba tu conexión e inténtalo de nuevo.',
    retry: 'Volver a intentarlo',
  },
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
  invisible: {
    heading: 'Modo invisible',
    label: 'Ocultarme a los demás miembros',
    meaning:
      'Mientras está activado, no apareces en los resultados de búsqueda ni en las sugerencias, y los demás miembros no pueden enviarte un primer mensaje, un me gusta ni un regalo. Las conversaciones que ya tienes siguen como antes.',
    on: 'El modo invisible está activado. Los demás miembros ya no te encuentran.',
    off: 'El modo invisible está desactivado. Los demás miembros pueden volver a encontrarte y contactarte.',
    failed: 'El modo invisible no se ha cambiado.',
  },
} satisfies Translation['account'];
