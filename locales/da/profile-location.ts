import type { Translation } from '../i18n-types';

export const profileLocation = {
  title: 'Din placering',
  permission: {
    unknown:
      'Din browser spørger, om dette websted må bruge din placering. Vi bruger den kun til at udfylde felterne nedenfor.',
    granted: 'Din browser tillader dette websted at bruge din placering.',
  },
  save: 'Gem placering',
  saved: 'Din placering er gemt.',
} satisfies Translation['profileLocation'];
