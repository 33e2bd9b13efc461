import type { Translation } from '../i18n-types';

export const accountDeletion = {
  title: 'Eliminar tu cuenta',
  explanation:
    'Al eliminar tu cuenta, tu perfil se oculta y tu sesión se cierra de inmediato. Durante {days} {{día|días}} puedes reactivarla con el enlace que te enviamos por correo; después, tu perfil, tus mensajes y tus créditos desaparecerán para siempre.',
  start: 'Eliminar mi cuenta',
  keep: 'Conservar mi cuenta',
  offersFailed: 'No se ha podido iniciar la eliminación.',
  retry: 'Volver a intentarlo',
  reasonStep: {
    heading: '¿Por qué te vas?',
    reason: 'Motivo',
    reasonRequired: 'Elige un motivo',
    comment: '¿Quieres contarnos algo más? (opcional)',
    next: 'Continuar',
  },
  reasons: {
    price: 'Es demasiado caro',
    found_someone: 'He encontrado a alguien',
    not_looking: 'Ya no estoy buscando',
    site_problems: 'El sitio no me funciona bien',
    no_members: 'No hay suficientes miembros cerca de mí',
    time: 'No tengo tiempo',
    other: 'Otro motivo',
  },
  offers: {
    heading: 'Antes de irte',
    intro: 'Quizá alguna de estas opciones te convenga más que irte.',
    changeEmailTitle: 'Usa otra dirección de correo',
    changeEmailText: '¿Recibes nuestros correos en una dirección equivocada? Cámbiala y conserva tu cuenta.',
    changeEmailAction: 'Cambiar mi dirección de correo',
    privacyTitle: 'Quédate, pero invisible',
    privacyText:
      'El modo invisible te oculta de las búsquedas, y los miembros no pueden escribirte ni darte un me gusta primero.',
    privacyAction: 'Activar el modo invisible',
    privacyOn: 'El modo invisible está activado: no apareces en las búsquedas y conservas tu cuenta.',
    trialTitle: 'Pruébalo por menos',
    trialText: '{credits} {{crédito|créditos}} por {price}.',
    trialAction: 'Comprar el paquete de prueba',
    discountTitle: '{percentage} % de descuento en tu próxima compra',
    discountText: 'Usa el código {code}; es válido hasta el {date}.',
    discountAction: 'Comprar créditos',
    continue: 'Seguir eliminando mi cuenta',
  },
  confirmStep: {
    heading: 'Confirma la eliminación',
    text: 'Introduce tu contraseña para eliminar tu cuenta.',
    submit: 'Eliminar mi cuenta ahora',
  },
  deleted: {
    title: 'Tu cuenta se ha eliminado',
    reactivateWithin:
      'Puedes reactivarla en un plazo de {days} {{día|días}} con el enlace que te hemos enviado por correo.',
    reactivateUntil: 'Puedes reactivarla hasta el {date} con el enlace que te hemos enviado por correo.',
  },
  reactivation: {
    title: 'Reactiva tu cuenta',
    text: 'Tu perfil, tus mensajes y tus créditos siguen aquí. Pulsa el botón para recuperar tu cuenta.',
    action: 'Reactivar mi cuenta',
    welcomeBack: '¡Hola de nuevo, {name}! Tu cuenta vuelve a estar activa.',
    toMembers: 'Buscar miembros',
    linkInvalid:
      'Este enlace de reactivación no es válido. Puede que ya se haya usado: prueba a iniciar sesión o usa el enlace más reciente que te hemos enviado por correo.',
    login: 'Iniciar sesión',
  },
} satisfies Translation['accountDeletion'];
