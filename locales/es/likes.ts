import type { Translation } from '../i18n-types';

export const likes = {
  tabs: {
    label: 'Tus me gusta',
    received: 'Recibidos',
    sent: 'Enviados',
    matches: 'Matches',
  },
  list: {
    received: 'Miembros a los que les gustas',
    sent: 'Miembros que te gustan',
    matches: 'Tus matches',
  },
  card: {
    new: 'Nuevo',
    likeBack: 'Devolver me gusta',
    message: 'Mensaje',
    takeBack: 'Retirar',
  },
  notice: {
    liked: 'Ahora te gusta {name}.',
    unliked: 'Has retirado tu me gusta a {name}.',
  },
  empty: {
    received: 'Aún no tienes me gusta. Aquí aparecerán los miembros a los que les gustas.',
    sent: 'Aún no le has dado me gusta a nadie.',
    matches: 'Aún no tienes matches. Cuando alguien que te gusta te devuelva el me gusta, haréis match.',
    search: 'Buscar miembros',
    swipe: 'Jugar a Desliza y liga',
  },
  loadFailed: 'No se han podido cargar tus me gusta.',
  retry: 'Intentar de nuevo',
  match: {
    title: '¡Es un match!',
    text: '{name} y tú os gustáis mutuamente.',
    photos: 'Tú y {name}',
    yourPhoto: 'Tu foto',
    theirPhoto: 'Foto de {name}',
    message: 'Enviar un mensaje',
    keepBrowsing: 'Seguir explorando',
    gone: 'Este match ya no existe.',
    loadFailed: 'No se ha podido mostrar este match.',
  },
} satisfies Translation['likes'];
