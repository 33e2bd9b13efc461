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
} satisfies Translation['account'];
