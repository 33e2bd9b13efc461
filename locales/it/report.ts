import type { Translation } from '../i18n-types';

export const report = {
  title: 'Segnala {name}',
  intro: 'Dicci cosa non va. Il nostro team esamina ogni segnalazione.',
  reason: 'Perché segnali {name}?',
  reasons: {
    fake_profile: 'Profilo falso',
    harassment: 'Molestie o minacce',
    underage: 'Potrebbe essere minorenne',
    scam_or_spam: 'Truffa o spam',
    illegal_content: 'Contenuti illegali',
    other: 'Altro',
  },
  reasonRequired: 'Scegli un motivo.',
  details: 'Cosa è successo?',
  detailsOptional: 'Facoltativo: tutto ciò che può aiutare il nostro team a capire.',
  detailsNeeded: 'Obbligatorio se scegli «Altro».',
  detailsRequired: 'Raccontaci cosa è successo.',
  alsoBlock: 'Blocca anche {name}',
  send: 'Invia segnalazione',
  cancel: 'Annulla',
  thanks: 'Grazie. La tua segnalazione ha il riferimento {reference}.',
  reviewing:
    'Il nostro team la esaminerà e interverrà se necessario. Indica il riferimento se contatti il servizio clienti.',
  blocked: 'Hai bloccato {name}: non potrete più vedervi né contattarvi.',
  alreadyReported:
    'Hai già segnalato {name}. Quella segnalazione ha il riferimento {reference} e il nostro team la sta ancora esaminando.',
  notYourself: 'Non puoi segnalare il tuo stesso profilo.',
  gone: 'Questo profilo non è più disponibile.',
  failed: 'Non è stato possibile inviare la segnalazione. Riprova: quello che hai scritto è ancora qui.',
  done: 'Fatto',
} satisfies Translation['report'];
