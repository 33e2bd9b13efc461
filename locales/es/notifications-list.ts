import type { Translation } from '../i18n-types';

export const notificationsList = {
  heading: 'Tus notificaciones',
  unreadLabel: '{count} {{notificación nueva|notificaciones nuevas}}',
  unread: 'Sin leer:',
  photoAlt: 'Foto de {name}',
  named: {
    new_conversations: '{name} ha empezado una conversación contigo',
    new_messages: '{name} te ha enviado un mensaje nuevo',
    likes: 'Le gustas a {name}',
    unread_reminders: '{name} espera tu respuesta',
    new_members: 'Da la bienvenida a {name}, que acaba de llegar',
    reminders: '¿Te acuerdas de {name}? Retoma la conversación donde la dejasteis',
  },
  anonymous: {
    new_conversations: 'Alguien ha empezado una conversación contigo',
    new_messages: 'Tienes un mensaje nuevo',
    likes: 'Le gustas a alguien',
    unread_reminders: 'Tienes mensajes esperando tu respuesta',
    new_members: 'Se han unido nuevos miembros',
    reminders: 'Mira quién está en línea hoy',
    news: 'Novedades',
    promotions: 'Una nueva oferta para ti',
  },
  loadFailed: 'No se han podido cargar tus notificaciones.',
  moreFailed: 'No se han podido cargar más notificaciones.',
  retry: 'Volver a intentarlo',
  empty: 'Aún no tienes notificaciones: cuando le gustes a alguien o alguien te escriba, lo verás aquí.',
  emptyAction: 'Buscar miembros',
  shown: 'Mostrando {shown} de {total}',
  showMore: 'Mostrar más',
} satisfies Translation['notificationsList'];
