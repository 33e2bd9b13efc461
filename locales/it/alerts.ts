import type { Translation } from '../i18n-types';

export const alerts = {
  enrichProfile: {
    title: 'Il tuo profilo non mostra ancora una foto.',
    text: 'I profili con foto ricevono molte più risposte.',
    action: 'Aggiungi una foto',
  },
} satisfies Translation['alerts'];
