import type { Translation } from '../i18n-types';

export const members = {
  filters: {
    title: 'Filtres',
    show: 'Filtres',
    hide: 'Masquer les filtres',
    gender: 'Je cherche',
    anyGender: 'Hommes et femmes',
    men: 'Hommes',
    women: 'Femmes',
    country: 'Pays',
    anyCountry: 'Tous les pays',
    anyRegion: 'Partout',
    minAge: 'Âge minimum',
    maxAge: 'Âge maximum',
    anyAge: 'Tous âges',
    ageOption: '{age}',
    search: 'Rechercher',
    reset: 'Effacer les filtres',
    ageRangeReversed: "L'âge minimum ne peut pas dépasser l'âge maximum.",
    loadFailed: 'Les filtres n’ont pas pu être chargés.',
  },
  results: {
    count: '{count} {{membre trouvé|membres trouvés}}',
    similarTitle: 'Membres similaires',
    similarIntro: "Peu de membres correspondent à tous les filtres. Ceux-ci s'en rapprochent.",
    empty:
      "Aucun membre ne correspond à ces filtres. Essaie une tranche d'âge plus large ou une autre région.",
    failed: "La recherche n'a pas fonctionné. Réessaie.",
    retry: 'Réessayer',
    photoAlt: 'Photo de {name}',
    noPhoto: 'Pas encore de photo',
    ageAndCity: '{age}, {city}',
    online: 'En ligne',
  },
  paging: {
    label: 'Pages de résultats',
    previous: 'Page précédente',
    next: 'Page suivante',
    current: 'Page {page} sur {pages}',
  },
} satisfies Translation['members'];
