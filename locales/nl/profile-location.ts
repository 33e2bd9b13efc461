import type { Translation } from '../i18n-types';

export const profileLocation = {
  title: 'Je locatie',
  permission: {
    unknown:
      'Je browser vraagt of deze site je locatie mag gebruiken. We gebruiken die alleen om de velden hieronder in te vullen.',
    granted: 'Je browser staat deze site toe je locatie te gebruiken.',
  },
  save: 'Locatie opslaan',
  saved: 'Je locatie is opgeslagen.',
} satisfies Translation['profileLocation'];
