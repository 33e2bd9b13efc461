import type { Translation } from '../i18n-types';

export const signupLocation = {
  title: 'Dove vivi?',
  why: 'Ti mostriamo i membri vicino a te, e i membri della tua zona possono vedere te.',
  country: 'Paese',
  regionLabels: {
    province: 'Provincia',
    state: 'Stato',
    canton: 'Cantone',
    county: 'Contea',
    voivodeship: 'Voivodato',
    region: 'Regione',
  },
  city: 'Città',
  choose: 'Scegli…',
  useMyLocation: 'Usa la mia posizione',
  locating: 'Ricerca della tua posizione…',
  located: 'Abbiamo inserito la tua posizione. Controllala e modificala se necessario.',
  denied:
    "Non hai consentito a questo sito di usare la tua posizione. Inserisci la tua località qui sotto, oppure consenti l'accesso alla posizione nelle impostazioni del browser e riprova.",
  unsupported: 'Il tuo browser non può condividere la tua posizione. Inserisci la tua località qui sotto.',
  unavailable: 'Non è stato possibile trovare la tua posizione. Inserisci la tua località qui sotto.',
  notServed:
    'La tua posizione è al di fuori dei paesi serviti da questo sito. Inserisci la tua località qui sotto.',
  save: 'Salva e continua',
} satisfies Translation['signupLocation'];
