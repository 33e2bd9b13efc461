import type { Translation } from '../i18n-types';

export const report = {
  title: 'Denunciar a {name}',
  intro: 'Cuéntanos qué ocurre. Nuestro equipo revisa todas las denuncias.',
  reason: '¿Por qué denuncias a {name}?',
  reasons: {
    fake_profile: 'Perfil falso',
    harassment: 'Acoso o amenazas',
    underage: 'Podría ser menor de edad',
    scam_or_spam: 'Estafa o spam',
    illegal_content: 'Contenido ilegal',
    other: 'Otro motivo',
  },
  reasonRequired: 'Elige un motivo.',
  details: '¿Qué ha pasado?',
  detailsOptional: 'Opcional: cualquier dato que ayude a nuestro equipo a entenderlo.',
  detailsNeeded: 'Obligatorio si eliges «Otro motivo».',
  detailsRequired: 'Cuéntanos qué ha pasado.',
  alsoBlock: 'Bloquear también a {name}',
  send: 'Enviar denuncia',
  cancel: 'Cancelar',
  thanks: 'Gracias. Tu denuncia tiene la referencia {reference}.',
  reviewing:
    'Nuestro equipo la revisará y tomará medidas si es necesario. Indica la referencia si contactas con atención al cliente.',
  blocked: 'Has bloqueado a {name}: ya no podréis veros ni contactaros.',
  alreadyReported:
    'Ya has denunciado a {name}. Esa denuncia tiene la referencia {reference} y nuestro equipo todavía la está revisando.',
  notYourself: 'No puedes denunciar tu propio perfil.',
  gone: 'Este perfil ya no está disponible.',
  failed: 'No se ha podido enviar tu denuncia. Inténtalo de nuevo: lo que has escrito sigue aquí.',
  done: 'Listo',
} satisfies Translation['report'];
