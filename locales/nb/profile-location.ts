import type { Translation } from '../i18n-types';

export const profileLocation = {
  title: 'Posisjonen din',
  permission: {
    unknown:
      'Nettleseren din spør om dette nettstedet kan bruke posisjonen din. Vi bruker den bare til å fylle ut feltene nedenfor.',
    granted: 'Nettleseren din lar dette nettstedet bruke posisjonen din.',
  },
  save: 'Lagre posisjon',
  saved: 'Posisjonen din er lagret.',
} satisfies Translation['profileLocation'];
