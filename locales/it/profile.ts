import type { Translation } from '../i18n-types';

export const profile = {
  summary: {
    completion: 'Il tuo profilo è completo al {percent}%',
    viewAsOthers: 'Guarda il tuo profilo come lo vedono gli altri',
    noPhoto: 'Ancora nessuna foto',
  },
  sections: {
    photos: 'Foto',
    about: 'Su di te',
  },
  about: {
    intro: 'I membri vedono questi dati sul tuo profilo. Compila quello che vuoi.',
    interests: 'Interessi',
    interestsHint: 'Scegli ciò che ti piace: i membri che lo condividono lo vedono per primi.',
    interestsFailed: 'Non è stato possibile caricare gli interessi.',
    signupReason: 'Perché sono qui',
    signupReasonHint: 'Solo testo: cosa ti porta qui.',
    save: 'Salva',
    saved: 'Il tuo profilo è stato salvato.',
    unchanged: 'Niente da salvare: non è cambiato nulla.',
  },
} satisfies Translation['profile'];
