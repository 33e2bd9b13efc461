import type { Translation } from '../i18n-types';

export const profilePhotos = {
  count: 'Zdjęcia: {used} z {limit}',
  reviewNote: 'Inni użytkownicy zobaczą zdjęcie, gdy tylko sprawdzi je nasz zespół.',
  empty: 'Nie masz jeszcze zdjęć — dodaj jakieś, żeby inni mogli cię zobaczyć',
  photoAlt: 'Zdjęcie {index} użytkownika {name}',
  mainPhoto: 'Zdjęcie główne',
  status: {
    pending: 'Czeka na sprawdzenie',
    active: 'Aktywne',
    rejected: 'Odrzucone',
  },
  explain: {
    pending: 'Tylko ty je widzisz, dopóki nasz zespół go nie sprawdzi.',
    rejected:
      'Nie spełnia naszych zasad dotyczących zdjęć, więc nikt inny go nie widzi. Usuń je, aby zrobić miejsce na inne.',
  },
  setMain: 'Ustaw jako główne',
  delete: 'Usuń',
  deleteConfirm: {
    title: 'Usunąć to zdjęcie?',
    body: 'Zdjęcie zostanie na stałe usunięte z twojego profilu.',
    mainBody: 'To twoje zdjęcie główne: jego miejsce zajmie twoje najnowsze aktywne zdjęcie.',
    confirm: 'Usuń zdjęcie',
    cancel: 'Zostaw je',
  },
  add: {
    title: 'Dodaj zdjęcie',
    hint: 'Zdjęcie w formacie JPEG, PNG lub WebP, maksymalnie 10 MB.',
    browse: 'Przeglądaj',
    chosen: 'Wybrano: {name}',
    previewAlt: 'Podgląd dodawanego zdjęcia',
    uploading: 'Przesyłanie zdjęcia…',
    retry: 'Spróbuj ponownie',
    discard: 'Anuluj',
  },
  limit: {
    reached: 'Osiągnięto limit zdjęć ({limit}). Usuń jedno, aby dodać inne.',
    premium: 'Użytkownicy Premium mogą mieć do {premiumLimit} zdjęć.',
    getPremium: 'Przejdź na Premium',
  },
  done: {
    added: 'Dodano zdjęcie. Inni zobaczą je, gdy tylko sprawdzi je nasz zespół.',
    mainSet: 'To jest teraz twoje zdjęcie główne.',
    deleted: 'Usunięto zdjęcie.',
  },
  failed: {
    notAllowedMain: 'Zdjęciem głównym może być tylko aktywne zdjęcie. Poczekaj, aż sprawdzi je nasz zespół.',
    gone: 'To zdjęcie już nie istnieje.',
  },
} satisfies Translation['profilePhotos'];
