import type { Translation } from '../i18n-types';

export const signupPhoto = {
  title: 'Dodaj zdjęcie',
  why: 'Użytkownicy ze zdjęciem dostają znacznie więcej odpowiedzi. Twoje zdjęcie będzie widoczne, gdy tylko sprawdzi je nasz zespół.',
  label: 'Zdjęcie profilowe',
  browse: 'Przeglądaj',
  noFile: 'Nie wybrano jeszcze zdjęcia',
  chosen: 'Wybrano: {name}',
  previewAlt: 'Podgląd wybranego zdjęcia',
  hint: 'Zdjęcie w formacie JPEG, PNG lub WebP, maksymalnie 10 MB.',
  chooseFirst: 'Najpierw wybierz zdjęcie albo pomiń ten krok',
  save: 'Zapisz i przejdź dalej',
} satisfies Translation['signupPhoto'];
