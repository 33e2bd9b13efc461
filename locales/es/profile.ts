import type { Translation } from '../i18n-types';

export const profile = {
  summary: {
    completion: 'Tu perfil está completo al {percent} %',
    viewAsOthers: 'Ver tu perfil como lo ven los demás',
    noPhoto: 'Aún no hay foto',
  },
  sections: {
    photos: 'Fotos',
    about: 'Sobre ti',
  },
  about: {
    intro: 'Los miembros ven estos datos en tu perfil. Rellena lo que quieras.',
    interests: 'Intereses',
    interestsHint: 'Elige lo que te gusta: los miembros que lo comparten lo ven primero.',
    interestsFailed: 'No se han podido cargar los intereses.',
    signupReason: 'Por qué estoy aquí',
    signupReasonHint: 'Solo texto: qué te trae por aquí.',
    save: 'Guardar',
    saved: 'Tu perfil se ha guardado.',
    unchanged: 'Nada que guardar: no ha cambiado nada.',
  },
} satisfies Translation['profile'];
