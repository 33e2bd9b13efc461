import type { Translation } from '../i18n-types';

export const activation = {
  resend: 'Volver a enviar el correo',
  resendSending: 'Enviando el correo…',
  resendSent: 'Te hemos enviado un nuevo correo. Abre el enlace que contiene para confirmar tu dirección.',
  resendWait:
    'Has solicitado un correo hace poco. Espera {minutes} {{minuto|minutos}} antes de volver a pedirlo.',
  doneConfirming: 'Confirmando tu dirección de correo electrónico…',
  doneTitle: 'Tu dirección de correo electrónico está confirmada',
  doneText: 'Gracias. Ahora los demás miembros pueden responder a tus mensajes.',
  doneFailedTitle: 'Tu dirección de correo electrónico aún no está confirmada',
  doneToMembers: 'Buscar miembros',
  retry: 'Volver a intentarlo',
  errorTitle: 'Error de activación',
  errorHelp:
    'El enlace de activación no ha funcionado. Puede que haya caducado o que ya se haya usado, o que solo se haya copiado una parte desde el correo.',
  errorResendIntro: 'Podemos enviar un nuevo enlace de activación a {email}.',
  errorResend: 'Enviar un nuevo correo de activación',
  errorLoginIntro: 'Inicia sesión para recibir un nuevo correo de activación.',
  errorLogin: 'Iniciar sesión',
  errorAlreadyActive:
    'Buenas noticias: tu dirección de correo electrónico ya está confirmada. No necesitas un nuevo enlace.',
  errorToMembers: 'Buscar miembros',
  errorContact: '¿Sigue sin funcionar? Ponte en contacto con atención al cliente:',
} satisfies Translation['activation'];
