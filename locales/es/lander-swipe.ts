import type { Translation } from '../i18n-types';

/** /landers/tinderswipe: the swipe stack that ends in the signup. */
export const landerSwipe = {
  stackLabel: 'Miembros para dar me gusta o pasar',
  like: 'Me gusta',
  pass: 'Pasar',
  liked: 'Te gusta {name}.',
  passed: 'Has pasado de {name}.',
  hint: 'Arrastra la foto o usa las flechas del teclado: izquierda para pasar, derecha para dar me gusta.',
  goal: 'Da me gusta a {total} miembros y descubre a quién le gustas',
  progress: '{count} de {total} me gusta',
  skip: 'Saltar el juego y registrarse',
  inStack: '{count} {{miembro|miembros}} cerca de ti {{espera|esperan}} tu swipe',
  howTitle: 'Cómo funciona',
  howRight: 'Desliza a la derecha o pulsa → para dar me gusta',
  howLeft: 'Desliza a la izquierda o pulsa ← para pasar',
  howMatch: 'Regístrate y descubre a quién le gustas',
  endTitle: 'Hay un match esperándote',
  endText: 'Te han gustado {count} {{miembro|miembros}}. Regístrate para ver a quién le gustas tú.',
  endTitleNone: 'Aún queda mucho por descubrir',
  endTextNone: 'Regístrate gratis y descubre a quién le gustas.',
  likedList: 'Miembros que te gustan',
  cta: 'Regístrate y mira tus matches',
} satisfies Translation['landerSwipe'];
