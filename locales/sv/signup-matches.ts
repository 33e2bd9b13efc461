import type { Translation } from '../i18n-types';

export const signupMatches = {
  title: 'Dina matchningar',
  intro: 'Medlemmar som kanske passar dig. Öppna en profil och säg hej.',
  loading: 'Letar efter matchningar…',
  photoAlt: 'Foto av {name}',
  noPhoto: 'Inget foto än',
  age: '{age} år',
  ageAndCity: '{age} år, {city}',
  online: 'Online nu',
  empty: 'Vi har inga förslag till dig just nu. Nya medlemmar tillkommer varje dag.',
  searchAll: 'Sök bland alla medlemmar',
  more: 'Visa fler medlemmar',
  retry: 'Försök igen',
} satisfies Translation['signupMatches'];
