import type { Translation } from '../i18n-types';

export const signup = {
  title: 'Regístrate',
  formLabel: 'Crea tu cuenta',
  username: 'Nombre de usuario',
  usernameHelp: 'Se muestra en tu perfil. De {min} a {max} caracteres.',
  passwordHelp: 'Al menos {min} caracteres.',
  dateOfBirth: 'Fecha de nacimiento',
  day: 'Día',
  month: 'Mes',
  chooseMonth: 'Elige',
  year: 'Año',
  signupMessage: '¿Por qué te registras? (opcional)',
  inviteCode: 'Código de invitación',
  inviteOnlyNote:
    'El registro en este sitio es solo por invitación. Introduce el código de tu invitación para crear tu cuenta.',
  submit: 'Crear cuenta',
  logIn: 'Inicia sesión',
  emailTakenOffer: '¿Es tu cuenta?',
  closedTitle: 'Ahora mismo no es posible registrarse',
  closedText:
    'Los nuevos miembros pueden registrarse en este sitio cuando llegan a través de uno de nuestros sitios asociados. ¿Ya eres miembro?',
  steps: 'Tu perfil',
} satisfies Translation['signup'];
