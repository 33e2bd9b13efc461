import type { Translation } from '../i18n-types';

export const alerts = {
  enrichProfile: {
    title: 'Je profiel toont nog geen foto.',
    text: 'Profielen met een foto krijgen veel meer reacties.',
    action: 'Foto toevoegen',
  },
} satisfies Translation['alerts'];
