import type { Translation } from '../i18n-types';

export const alerts = {
  enrichProfile: {
    title: 'Twój profil nie pokazuje jeszcze zdjęcia.',
    text: 'Profile ze zdjęciem dostają znacznie więcej odpowiedzi.',
    action: 'Dodaj zdjęcie',
  },
} satisfies Translation['alerts'];
