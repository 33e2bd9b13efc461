import type { Translation } from '../i18n-types';

export const alerts = {
  enrichProfile: {
    title: 'Dein Profil zeigt noch kein Foto.',
    text: 'Profile mit Foto bekommen viel mehr Antworten.',
    action: 'Foto hinzufügen',
  },
} satisfies Translation['alerts'];
