import type { Translation } from '../i18n-types';

export const profileLocation = {
  title: 'Din plats',
  permission: {
    unknown:
      'Din webbläsare frågar om den här webbplatsen får använda din plats. Vi använder den bara för att fylla i fälten nedan.',
    granted: 'Din webbläsare låter den här webbplatsen använda din plats.',
  },
  save: 'Spara plats',
  saved: 'Din plats har sparats.',
} satisfies Translation['profileLocation'];
