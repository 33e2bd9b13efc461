import type { Translation } from '../i18n-types';

export const signupMatches = {
  title: 'I tuoi match',
  intro: 'Membri che potrebbero fare al caso tuo. Apri un profilo per salutare.',
  loading: 'Ricerca dei match in corso…',
  photoAlt: 'Foto di {name}',
  noPhoto: 'Ancora nessuna foto',
  age: '{age} anni',
  ageAndCity: '{age} anni, {city}',
  online: 'Online ora',
  empty: 'Al momento non abbiamo suggerimenti per te. Ogni giorno si iscrivono nuovi membri.',
  searchAll: 'Cerca tra tutti i membri',
  more: 'Vedi altri membri',
  retry: 'Riprova',
} satisfies Translation['signupMatches'];
