import type { Translation } from '../i18n-types';

export const alerts = {
  enrichProfile: {
    title: 'Din profil visar inget foto än.',
    text: 'Profiler med foto får många fler svar.',
    action: 'Lägg till ett foto',
  },
} satisfies Translation['alerts'];
