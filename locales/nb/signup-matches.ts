import type { Translation } from '../i18n-types';

export const signupMatches = {
  title: 'Dine matcher',
  intro: 'Medlemmer som kanskje passer for deg. Åpne en profil for å si hei.',
  loading: 'Ser etter matcher…',
  photoAlt: 'Bilde av {name}',
  noPhoto: 'Ikke noe bilde ennå',
  age: '{age} år',
  ageAndCity: '{age} år, {city}',
  online: 'Pålogget nå',
  empty: 'Vi har ingen forslag til deg akkurat nå. Nye medlemmer blir med hver dag.',
  searchAll: 'Søk blant alle medlemmer',
  more: 'Se flere medlemmer',
  retry: 'Prøv igjen',
} satisfies Translation['signupMatches'];
