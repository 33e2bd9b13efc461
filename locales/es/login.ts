import type { Translation } from '../i18n-types';

export const login = {
  submit: 'Iniciar sesión',
  forgotPassword: '¿Has olvidado tu contraseña?',
  noAccount: '¿Aún no tienes cuenta?',
  signup: 'Regístrate',
  reactivation: {
    title: 'Reactiva tu cuenta',
    send: 'Enviarme un enlace de reactivación',
    sent: 'Hemos enviado un enlace de reactivación a {email}',
    contact: 'También puedes ponerte en contacto con atención al cliente:',
    mail: 'Escribir a {address}',
    call: 'Llamar al {phone}',
  },
} satisfies Translation['login'];
