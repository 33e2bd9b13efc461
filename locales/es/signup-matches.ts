import type { Translation } from '../i18n-types';

export const signupMatches = {
  title: 'Tus matches',
  intro: 'Miembros que pueden encajar contigo. Abre un perfil para saludar.',
  loading: 'Buscando matches…',
  photoAlt: 'Foto de {name}',
  noPhoto: 'Aún no tiene foto',
  age: '{age} años',
  ageAndCity: '{age} años, {city}',
  online: 'En línea ahora',
  empty: 'Ahora mismo no tenemos sugerencias para ti. Cada día se unen nuevos miembros.',
  searchAll: 'Buscar entre todos los miembros',
  more: 'Ver más miembros',
  retry: 'Volver a intentarlo',
} satisfies Translation['signupMatches'];
