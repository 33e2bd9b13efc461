import type { Translation } from '../i18n-types';

export const memberLanding = {
  nameAndAge: '{name}, {age}',
  photoAlt: 'Foto de {name}',
  noPhoto: '{name} aún no ha añadido ninguna foto',
  online: 'En línea ahora',
  lineFallback: '{name} es nuevo por aquí y espera saber de ti.',
  cta: 'Regístrate gratis para escribir a {name}',
  ctaNote: 'Registro gratuito. Solo lleva un minuto.',
  haveAccount: '¿Ya eres miembro?',
  login: 'Iniciar sesión',
  loadFailed: 'No se ha podido cargar el perfil.',
  retry: 'Intentar de nuevo',
  one: {
    kicker: '{name} espera un primer mensaje',
  },
  two: {
    title: 'Saluda a {name}',
    stepsTitle: 'Cómo funciona',
    stepSignup: 'Crea tu cuenta gratuita',
    stepWrite: 'Escribe tu primer mensaje a {name}',
    stepChat: 'Chatea cuando te apetezca',
  },
  three: {
    badge: 'Perfil del día',
    title: '¿Podría {name} ser tu pareja ideal?',
    aboutTitle: '{name} en sus propias palabras',
    more: 'Más miembros que podrías conocer',
  },
  signup: {
    title: 'Regístrate para escribir a {name}',
    intro: 'Al terminar, irás directamente al perfil de {name}, listo para escribir.',
  },
} satisfies Translation['memberLanding'];
