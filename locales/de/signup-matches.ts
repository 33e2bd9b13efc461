import type { Translation } from '../i18n-types';

export const signupMatches = {
  title: 'Deine Matches',
  intro: 'Mitglieder, die zu dir passen könnten. Öffne ein Profil und sag Hallo.',
  loading: 'Matches werden gesucht…',
  photoAlt: 'Foto von {name}',
  noPhoto: 'Noch kein Foto',
  age: '{age} Jahre',
  ageAndCity: '{age} Jahre, {city}',
  online: 'Jetzt online',
  empty: 'Wir haben gerade keine Vorschläge für dich. Jeden Tag kommen neue Mitglieder dazu.',
  searchAll: 'Alle Mitglieder durchsuchen',
  more: 'Weitere Mitglieder ansehen',
  retry: 'Noch einmal versuchen',
} satisfies Translation['signupMatches'];
