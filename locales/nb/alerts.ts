import type { Translation } from '../i18n-types';

export const alerts = {
  enrichProfile: {
    title: 'Profilen din viser ikke noe bilde ennå.',
    text: 'Profiler med bilde får mange flere svar.',
    action: 'Legg til et bilde',
  },
} satisfies Translation['alerts'];
