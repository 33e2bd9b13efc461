import type { Translation } from '../i18n-types';

export const signupSteps = {
  title: 'Háblanos de ti',
  next: 'Siguiente',
  skip: 'Saltar este paso',
  stepOf: 'Paso {step} de {total}',
  aboutTitle: 'Sobre ti',
  aboutWhy:
    'Algunos datos ayudan a los miembros a encontrarte y a empezar una conversación. Rellena lo que quieras.',
  aboutGender: 'Sexo',
  aboutSexuality: 'Orientación sexual',
  aboutRelationshipStatus: 'Situación sentimental',
  aboutBodyType: 'Complexión',
  aboutHairColor: 'Color de pelo',
  aboutEyeColor: 'Color de ojos',
  aboutTattoos: 'Tatuajes',
  aboutChoose: 'Elige…',
  aboutMe: 'Sobre mí',
  aboutMeHint: 'Texto sin formato: lo que te gusta, lo que buscas.',
  aboutSave: 'Guardar y continuar',
  aboutGenders: { male: 'Hombre', female: 'Mujer' },
  aboutSexualities: { hetero: 'Hetero', gay: 'Gay', lesbian: 'Lesbiana', bi: 'Bisexual' },
  aboutRelationshipStatuses: {
    single: 'Soltero/a',
    divorced: 'Divorciado/a',
    widowed: 'Viudo/a',
    separated: 'Separado/a',
    in_relationship: 'En pareja',
    married: 'Casado/a',
  },
  aboutBodyTypes: {
    slim: 'Delgada',
    average: 'Media',
    athletic: 'Atlética',
    curvy: 'Con curvas',
    large: 'Corpulenta',
  },
  aboutHairColors: {
    blond: 'Rubio',
    brown: 'Castaño',
    black: 'Negro',
    red: 'Pelirrojo',
    grey: 'Canoso',
    bald: 'Calvo',
    other: 'Otro',
  },
  aboutEyeColors: {
    blue: 'Azul',
    green: 'Verde',
    brown: 'Marrón',
    grey: 'Gris',
    hazel: 'Avellana',
    other: 'Otro',
  },
  aboutTattooOptions: { none: 'Ninguno', some: 'Algunos', many: 'Muchos' },
  pushTitle: 'Recibe notificaciones',
  pushWhy:
    'Activa las notificaciones para enterarte al momento cuando alguien te escriba o te dé un me gusta, incluso con este sitio cerrado. Puedes desactivarlas cuando quieras en tus ajustes.',
  pushTurnOn: 'Activar notificaciones',
  pushAsking: 'Esperando a tu navegador…',
  pushOn: 'Las notificaciones están activadas. Te avisaremos cuando alguien te escriba o te dé un me gusta.',
  pushBlocked:
    'Las notificaciones están bloqueadas en tu navegador. Para recibirlas, permite las notificaciones de este sitio en los ajustes de tu navegador. Puedes continuar sin ellas.',
  pushDismissed: 'No se han activado las notificaciones. Puedes activarlas más tarde en tus ajustes.',
  pushUnsupported:
    'Este navegador no puede mostrar notificaciones de este sitio. Puedes continuar sin ellas.',
  pushFailed:
    'Ahora mismo no se han podido activar las notificaciones. Puedes volver a intentarlo más tarde en tus ajustes.',
  pushContinue: 'Continuar',
  completeTitle: 'Confirma tu dirección de correo electrónico',
  completeSent:
    'Hemos enviado un enlace de confirmación a {email}. Abre el correo y sigue el enlace que contiene.',
  completeSentNoAddress:
    'Hemos enviado un enlace de confirmación a tu dirección de correo electrónico. Abre el correo y sigue el enlace que contiene.',
  completeWhy: 'Hasta que no confirmes tu dirección, los demás miembros no podrán responder a tus mensajes.',
  completeNoMail: '¿No te ha llegado el correo? Revisa tu carpeta de spam o vuelve a enviarlo.',
  completeConfirmed:
    'Tu dirección de correo electrónico {email} está confirmada. Los demás miembros pueden responderte.',
  completeContinue: 'Continuar',
  completeSignupTitle: 'Completa tu registro',
} satisfies Translation['signupSteps'];
