import type { Translation } from '../i18n-types';

export const complaints = {
  intro:
    '¿Algo ha ido mal? Cuéntanoslo. El servicio de atención al cliente lee cada reclamación y te responde por correo electrónico.',
  required: 'Todos los campos son obligatorios, excepto el número de perfil.',
  name: 'Tu nombre',
  email: 'Tu dirección de correo electrónico',
  emailHint: 'Enviaremos nuestra respuesta a esta dirección.',
  subject: '¿Sobre qué es tu reclamación?',
  subjectChoose: 'Elige un tema',
  subjectRequired: 'Elige sobre qué es tu reclamación',
  subjects: {
    content: 'Contenido del sitio',
    billing: 'Pagos y facturación',
    privacy: 'Privacidad y datos personales',
    abuse: 'Abuso o acoso',
    other: 'Otra cosa',
  },
  profile: 'Número de perfil (opcional)',
  profileHint:
    'Si tu reclamación es sobre un miembro concreto: el número al final de la dirección de su perfil, p. ej. 2210 en /members/2210.',
  profileInvalid: 'Escribe el número de perfil solo con cifras, p. ej. 2210',
  profileUnknown: 'No hay ningún perfil con este número. Compruébalo o deja el campo vacío.',
  message: 'Tu reclamación',
  messageHint: 'Describe lo que pasó y, si puedes, cuándo.',
  messageTooLong:
    'Tu reclamación tiene {over} {{carácter|caracteres}} de más. Acórtala a {max} caracteres como máximo; no se pierde nada de lo que has escrito.',
  send: 'Enviar reclamación',
  failed:
    'No se ha podido enviar tu reclamación. No se pierde nada de lo que has escrito: comprueba tu conexión y vuelve a enviarla.',
  tooMany:
    'Has enviado varias reclamaciones en la última hora. Espera {minutes} {{minuto|minutos}} y vuelve a enviarla.',
  sent: {
    heading: 'Gracias, hemos recibido tu reclamación',
    reference: 'Tu número de referencia: {reference}',
    next: 'El servicio de atención al cliente revisa tu reclamación y te responde por correo electrónico a {email}, dentro del plazo que fija la ley.',
    quote: 'Indica tu número de referencia siempre que nos escribas sobre esta reclamación.',
    another: 'Enviar otra reclamación',
  },
} satisfies Translation['complaints'];
