import type { Translation } from '../i18n-types';

export const accountDeletion = {
  title: 'Elimina il tuo account',
  explanation:
    'Se elimini il tuo account, il tuo profilo viene nascosto e la sessione viene chiusa subito. Per {days} {{giorno|giorni}} puoi riattivarlo con il link che ti inviamo via e-mail; dopodiché il tuo profilo, i tuoi messaggi e i tuoi crediti vengono eliminati definitivamente.',
  start: 'Elimina il mio account',
  keep: 'Mantieni il mio account',
  offersFailed: "Non è stato possibile avviare l'eliminazione.",
  retry: 'Riprova',
  reasonStep: {
    heading: 'Perché te ne vai?',
    reason: 'Motivo',
    reasonRequired: 'Scegli un motivo',
    comment: 'Vuoi dirci altro? (facoltativo)',
    next: 'Continua',
  },
  reasons: {
    price: 'È troppo caro',
    found_someone: 'Ho trovato qualcuno',
    not_looking: 'Non sto più cercando',
    site_problems: 'Il sito non funziona bene per me',
    no_members: 'Non ci sono abbastanza membri vicino a me',
    time: 'Non ho tempo',
    other: 'Un altro motivo',
  },
  offers: {
    heading: 'Prima di andartene',
    intro: 'Forse una di queste opzioni fa più al caso tuo che andartene.',
    changeEmailTitle: 'Usa un altro indirizzo e-mail',
    changeEmailText: "Ricevi le nostre e-mail all'indirizzo sbagliato? Cambialo e mantieni il tuo account.",
    changeEmailAction: 'Cambia il mio indirizzo e-mail',
    privacyTitle: 'Resta, ma invisibile',
    privacyText:
      'La modalità invisibile ti nasconde dalla ricerca, e gli altri membri non possono scriverti o metterti Mi piace per primi.',
    privacyAction: 'Attiva la modalità invisibile',
    privacyOn: 'La modalità invisibile è attiva: non compari nella ricerca e il tuo account resta.',
    trialTitle: 'Prova spendendo meno',
    trialText: '{credits} {{credito|crediti}} a {price}.',
    trialAction: 'Acquista il pacchetto di prova',
    discountTitle: '{percentage}% di sconto sul tuo prossimo acquisto',
    discountText: 'Usa il codice {code}; è valido fino al {date}.',
    discountAction: 'Acquista crediti',
    continue: "Continua con l'eliminazione dell'account",
  },
  confirmStep: {
    heading: "Conferma l'eliminazione",
    text: 'Inserisci la tua password per eliminare il tuo account.',
    submit: 'Elimina subito il mio account',
  },
  deleted: {
    title: 'Il tuo account è stato eliminato',
    reactivateWithin:
      'Puoi riattivarlo entro {days} {{giorno|giorni}} con il link che ti abbiamo inviato via e-mail.',
    reactivateUntil: 'Puoi riattivarlo fino al {date} con il link che ti abbiamo inviato via e-mail.',
  },
  reactivation: {
    title: 'Riattiva il tuo account',
    text: 'Il tuo profilo, i tuoi messaggi e i tuoi crediti sono ancora qui. Premi il pulsante per riavere il tuo account.',
    action: 'Riattiva il mio account',
    welcomeBack: 'Che bello rivederti, {name}! Il tuo account è di nuovo attivo.',
    toMembers: 'Cerca membri',
    linkInvalid:
      'Questo link di riattivazione non è valido. Potrebbe essere già stato usato: prova ad accedere oppure usa il link più recente che ti abbiamo inviato via e-mail.',
    login: 'Accedi',
  },
} satisfies Translation['accountDeletion'];
