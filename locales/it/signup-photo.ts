import type { Translation } from '../i18n-types';

export const signupPhoto = {
  title: 'Aggiungi una foto',
  why: 'I membri con una foto ricevono molte più risposte. La tua foto sarà visibile dopo il controllo del nostro team.',
  label: 'Foto del profilo',
  browse: 'Sfoglia',
  noFile: 'Nessuna foto scelta',
  chosen: 'Foto scelta: {name}',
  previewAlt: 'Anteprima della foto scelta',
  hint: "Un'immagine JPEG, PNG o WebP di massimo 10 MB.",
  chooseFirst: 'Prima scegli una foto, oppure salta questo passaggio',
  save: 'Salva e continua',
} satisfies Translation['signupPhoto'];
