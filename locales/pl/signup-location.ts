import type { Translation } from '../i18n-types';

export const signupLocation = {
  title: 'Gdzie mieszkasz?',
  why: 'Pokazujemy Ci użytkowników z Twojej okolicy, a Twój profil widzą osoby mieszkające w pobliżu.',
  country: 'Kraj',
  regionLabels: {
    province: 'Prowincja',
    state: 'Stan',
    canton: 'Kanton',
    county: 'Hrabstwo',
    voivodeship: 'Województwo',
    region: 'Region',
  },
  city: 'Miejscowość',
  choose: 'Wybierz…',
  useMyLocation: 'Użyj mojej lokalizacji',
  locating: 'Ustalanie Twojej lokalizacji…',
  located: 'Uzupełniliśmy Twoją lokalizację. Sprawdź ją i w razie potrzeby zmień.',
  denied:
    'Ten serwis nie otrzymał zgody na dostęp do Twojej lokalizacji. Podaj lokalizację poniżej albo zezwól na dostęp w ustawieniach przeglądarki i spróbuj ponownie.',
  unsupported: 'Twoja przeglądarka nie obsługuje udostępniania lokalizacji. Podaj lokalizację poniżej.',
  unavailable: 'Nie udało się ustalić Twojej lokalizacji. Podaj lokalizację poniżej.',
  notServed:
    'Twoja lokalizacja znajduje się poza krajami obsługiwanymi przez ten serwis. Podaj lokalizację poniżej.',
  save: 'Zapisz i przejdź dalej',
} satisfies Translation['signupLocation'];
