import type { Translation } from '../i18n-types';

export const signupMatches = {
  title: 'Tes matchs',
  intro: 'Des membres qui pourraient te plaire. Ouvre un profil pour dire bonjour.',
  loading: 'Recherche de matchs…',
  photoAlt: 'Photo de {name}',
  noPhoto: 'Pas encore de photo',
  age: '{age} ans',
  ageAndCity: '{age} ans, {city}',
  online: 'En ligne',
  empty:
    "Nous n'avons aucune suggestion pour toi en ce moment. De nouveaux membres s'inscrivent chaque jour.",
  searchAll: 'Rechercher parmi tous les membres',
  more: 'Voir plus de membres',
  retry: 'Réessayer',
} satisfies Translation['signupMatches'];
