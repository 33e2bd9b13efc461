import type { Translation } from '../i18n-types';

export const signupMatches = {
  title: 'Jouw matches',
  intro: 'Leden die misschien bij je passen. Open een profiel om hallo te zeggen.',
  loading: 'Matches zoeken…',
  photoAlt: 'Foto van {name}',
  noPhoto: 'Nog geen foto',
  age: '{age} jaar',
  ageAndCity: '{age} jaar, {city}',
  online: 'Nu online',
  empty: 'We hebben op dit moment geen suggesties voor je. Er komen elke dag nieuwe leden bij.',
  searchAll: 'Alle leden doorzoeken',
  more: 'Meer leden bekijken',
  retry: 'Probeer het opnieuw',
} satisfies Translation['signupMatches'];
