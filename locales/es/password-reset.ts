import type { Translation } from '../i18n-types';

export const passwordReset = {
  intro:
    'Introduce la dirección de correo electrónico de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.',
  submit: 'Enviar enlace de restablecimiento',
  sent: 'Hemos enviado un enlace para restablecer tu contraseña a {email}. El enlace es válido durante {hours} horas.',
  backToLogin: 'Volver a iniciar sesión',
  requestNew: 'Solicitar un nuevo correo',
  checking: 'Comprobando tu enlace…',
  retry: 'Volver a intentarlo',
  forAccount: 'Elige una nueva contraseña para {email}.',
  newPassword: 'Nueva contraseña',
  newPasswordHint: 'Al menos {min} caracteres',
  confirmPassword: 'Repite la nueva contraseña',
  showPasswords: 'Mostrar contraseñas',
  save: 'Guardar la nueva contraseña',
  changed: 'Tu contraseña se ha cambiado. Has iniciado sesión.',
} satisfies Translation['passwordReset'];
