import type { Translation } from '../i18n-types';

export const signupMatches = {
  title: 'Sinulle sopivat ehdokkaat',
  intro: 'Jäseniä, jotka saattaisivat sopia sinulle. Avaa profiili ja sano hei.',
  loading: 'Etsitään sopivia ehdokkaita…',
  photoAlt: 'Käyttäjän {name} kuva',
  noPhoto: 'Ei vielä kuvaa',
  age: '{age}-vuotias',
  ageAndCity: '{age}-vuotias, {city}',
  online: 'Paikalla nyt',
  empty: 'Meillä ei ole juuri nyt ehdotuksia sinulle. Uusia jäseniä liittyy joka päivä.',
  searchAll: 'Hae kaikista jäsenistä',
  more: 'Näytä lisää jäseniä',
  retry: 'Yritä uudelleen',
} satisfies Translation['signupMatches'];
