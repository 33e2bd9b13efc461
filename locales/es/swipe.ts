import type { Translation } from '../i18n-types';

export const swipe = {
  stackLabel: 'Miembros a los que dar me gusta o pasar',
  cardLabel: '{name}, {age}',
  photoAlt: 'Foto de {name}',
  noPhoto: 'Aún no tiene foto',
  viewProfile: 'Ver perfil',
  like: 'Me gusta',
  pass: 'Pasar',
  likeLabel: 'Dar me gusta a {name}',
  passLabel: 'Pasar de {name}',
  keyboardHint:
    'Desliza la foto o usa las flechas del teclado: izquierda para pasar, derecha para dar me gusta.',
  likesLeft: '{count} {{me gusta restante|me gusta restantes}} hoy',
  liked: 'Te gusta {name}.',
  passed: 'Has pasado de {name}.',
  usedUp: 'Ya has usado todos tus me gusta de hoy.',
  nextLikesIn: 'Nuevos me gusta en {time}',
  premiumClaim: 'Los miembros Premium tienen un {percent} % más de probabilidades de hacer match.',
  goPremium: 'Hazte Premium',
  keepPassing: 'Hasta entonces, puedes seguir pasando perfiles.',
  empty: 'Ahora mismo no hay más miembros que mostrar.',
  emptyHint: 'Vuelve más tarde o busca miembros por tu cuenta.',
  search: 'Buscar miembros',
  loadFailed: 'No se ha podido cargar Desliza y liga.',
  retry: 'Intentar de nuevo',
} satisfies Translation['swipe'];
