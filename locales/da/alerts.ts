import type { Translation } from '../i18n-types';

export const alerts = {
  enrichProfile: {
    title: 'Din profil viser endnu ikke et billede.',
    text: 'Profiler med billede får langt flere svar.',
    action: 'Tilføj et billede',
  },
} satisfies Translation['alerts'];
