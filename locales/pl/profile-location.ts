import type { Translation } from '../i18n-types';

export const profileLocation = {
  title: 'Twoja lokalizacja',
  permission: {
    unknown:
      'Przeglądarka zapyta, czy ta strona może używać Twojej lokalizacji. Używamy jej tylko do wypełnienia pól poniżej.',
    granted: 'Twoja przeglądarka pozwala tej stronie używać Twojej lokalizacji.',
  },
  save: 'Zapisz lokalizację',
  saved: 'Twoja lokalizacja została zapisana.',
} satisfies Translation['profileLocation'];
