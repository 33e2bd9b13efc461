import type { Translation } from '../i18n-types';

export const profilePhotos = {
  count: '{used} de {limit} fotos',
  reviewNote: 'Los miembros ven una foto en cuanto nuestro equipo la ha revisado.',
  empty: 'Aún no tienes fotos: añade una para que los miembros puedan verte',
  photoAlt: 'Foto {index} de {name}',
  mainPhoto: 'Foto principal',
  status: {
    pending: 'Pendiente de revisión',
    active: 'Activa',
    rejected: 'Rechazada',
  },
  explain: {
    pending: 'Solo tú puedes verla hasta que nuestro equipo la revise.',
    rejected:
      'No cumple nuestras normas de fotos, así que nadie más la ve. Elimínala para dejar sitio a otra.',
  },
  setMain: 'Hacer principal',
  delete: 'Eliminar',
  deleteConfirm: {
    title: '¿Eliminar esta foto?',
    body: 'La foto se quitará de tu perfil para siempre.',
    mainBody: 'Es tu foto principal: tu foto activa más reciente pasará a ser la principal.',
    confirm: 'Eliminar foto',
    cancel: 'Conservarla',
  },
  add: {
    title: 'Añade una foto',
    hint: 'Una imagen JPEG, PNG o WebP de 10 MB como máximo.',
    browse: 'Examinar',
    chosen: 'Foto elegida: {name}',
    previewAlt: 'Vista previa de la foto que estás añadiendo',
    uploading: 'Subiendo tu foto…',
    retry: 'Reintentar',
    discard: 'Cancelar',
  },
  limit: {
    reached: 'Has alcanzado tu límite de {limit} fotos. Elimina una para añadir otra.',
    premium: 'Los miembros premium pueden tener hasta {premiumLimit} fotos.',
    getPremium: 'Hazte Premium',
  },
  done: {
    added: 'Foto añadida. Los miembros la verán en cuanto nuestro equipo la revise.',
    mainSet: 'Ahora es tu foto principal.',
    deleted: 'Foto eliminada.',
  },
  failed: {
    notAllowedMain:
      'Solo una foto activa puede ser tu foto principal. Espera a que nuestro equipo la revise.',
    gone: 'Esta foto ya no existe.',
  },
} satisfies Translation['profilePhotos'];
