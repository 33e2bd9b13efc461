import type { Translation } from '../i18n-types';

export const activation = {
  resend: "Invia di nuovo l'e-mail",
  resendSending: "Invio dell'e-mail in corso…",
  resendSent:
    'Ti abbiamo inviato una nuova e-mail. Apri il link che contiene per confermare il tuo indirizzo.',
  resendWait:
    "Hai richiesto un'e-mail poco fa. Attendi {minutes} {{minuto|minuti}} prima di richiederne un'altra.",
  doneConfirming: 'Conferma del tuo indirizzo e-mail in corso…',
  doneTitle: 'Il tuo indirizzo e-mail è confermato',
  doneText: 'Grazie! Ora gli altri membri possono rispondere ai tuoi messaggi.',
  doneFailedTitle: 'Il tuo indirizzo e-mail non è ancora confermato',
  doneToMembers: 'Trova membri',
  retry: 'Riprova',
  errorTitle: 'Attivazione non riuscita',
  errorHelp:
    "Il link di attivazione non ha funzionato. Potrebbe essere scaduto o essere già stato usato, oppure è stato copiato solo in parte dall'e-mail.",
  errorResendIntro: 'Possiamo inviare un nuovo link di attivazione a {email}.',
  errorResend: 'Invia una nuova e-mail di attivazione',
  errorLoginIntro: 'Accedi per ricevere una nuova e-mail di attivazione.',
  errorLogin: 'Accedi',
  errorAlreadyActive: 'Buone notizie: il tuo indirizzo e-mail è già confermato. Non ti serve un nuovo link.',
  errorToMembers: 'Trova membri',
  errorContact: "Ancora non funziona? Contatta l'assistenza clienti:",
} satisfies Translation['activation'];
