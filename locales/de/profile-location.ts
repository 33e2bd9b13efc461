import type { Translation } from '../i18n-types';

export const profileLocation = {
  title: 'Dein Standort',
  permission: {
    unknown:
      'Dein Browser fragt dich, ob diese Website deinen Standort verwenden darf. Wir nutzen ihn nur, um die Felder unten auszufüllen.',
    granted: 'Dein Browser erlaubt dieser Website, deinen Standort zu verwenden.',
  },
  save: 'Standort speichern',
  saved: 'Dein Standort wurde gespeichert.',
} satisfies Translation['profileLocation'];
