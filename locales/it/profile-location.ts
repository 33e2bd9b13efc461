import type { Translation } from '../i18n-types';

export const profileLocation = {
  title: 'La tua posizione',
  permission: {
    unknown:
      'Il tuo browser ti chiederà se questo sito può usare la tua posizione. La usiamo solo per compilare i campi qui sotto.',
    granted: 'Il tuo browser consente a questo sito di usare la tua posizione.',
  },
  save: 'Salva posizione',
  saved: 'La tua posizione è stata salvata.',
} satisfies Translation['profileLocation'];
