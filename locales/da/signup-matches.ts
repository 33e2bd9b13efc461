import type { Translation } from '../i18n-types';

export const signupMatches = {
  title: 'Dine matches',
  intro: 'Medlemmer, der måske passer til dig. Åbn en profil for at sige hej.',
  loading: 'Leder efter matches…',
  photoAlt: 'Billede af {name}',
  noPhoto: 'Intet billede endnu',
  age: '{age} år',
  ageAndCity: '{age} år, {city}',
  online: 'Online nu',
  empty: 'Vi har ingen forslag til dig lige nu. Der kommer nye medlemmer til hver dag.',
  searchAll: 'Søg blandt alle medlemmer',
  more: 'Se flere medlemmer',
  retry: 'Prøv igen',
} satisfies Translation['signupMatches'];
