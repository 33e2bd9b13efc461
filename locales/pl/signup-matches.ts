import type { Translation } from '../i18n-types';

export const signupMatches = {
  title: 'Twoje dopasowania',
  intro: 'Osoby, które mogą do Ciebie pasować. Otwórz profil, aby się przywitać.',
  loading: 'Szukamy dopasowań…',
  photoAlt: 'Zdjęcie użytkownika {name}',
  noPhoto: 'Brak zdjęcia',
  age: '{age} {{|rok||lata|lat|roku}}',
  ageAndCity: '{age} {{|rok||lata|lat|roku}}, {city}',
  online: 'Teraz online',
  empty: 'Nie mamy teraz dla Ciebie propozycji. Nowi użytkownicy dołączają codziennie.',
  searchAll: 'Przeszukaj wszystkich użytkowników',
  more: 'Zobacz więcej osób',
  retry: 'Spróbuj ponownie',
} satisfies Translation['signupMatches'];
