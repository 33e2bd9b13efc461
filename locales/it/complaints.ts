import type { Translation } from '../i18n-types';

export const complaints = {
  intro:
    'Qualcosa è andato storto? Raccontacelo. Il servizio clienti legge ogni reclamo e ti risponde via e-mail.',
  required: 'Tutti i campi sono obbligatori, tranne il numero del profilo.',
  name: 'Il tuo nome',
  email: 'Il tuo indirizzo e-mail',
  emailHint: 'Invieremo la nostra risposta a questo indirizzo.',
  subject: 'Di cosa tratta il tuo reclamo?',
  subjectChoose: 'Scegli un argomento',
  subjectRequired: 'Scegli di cosa tratta il tuo reclamo',
  subjects: {
    content: 'Contenuti del sito',
    billing: 'Pagamenti e fatturazione',
    privacy: 'Privacy e dati personali',
    abuse: 'Abusi o molestie',
    other: 'Altro',
  },
  profile: 'Numero del profilo (facoltativo)',
  profileHint:
    'Se il tuo reclamo riguarda un singolo membro: il numero alla fine dell’indirizzo del suo profilo, ad es. 2210 in /members/2210.',
  profileInvalid: 'Inserisci il numero del profilo solo in cifre, ad es. 2210',
  profileUnknown: 'Non esiste un profilo con questo numero. Controllalo o lascia vuoto il campo.',
  message: 'Il tuo reclamo',
  messageHint: 'Descrivi cosa è successo e, se puoi, quando.',
  messageTooLong:
    'Il tuo reclamo supera il limite di {over} {{carattere|caratteri}}. Accorcialo a non più di {max} caratteri; nulla di ciò che hai scritto va perso.',
  send: 'Invia reclamo',
  failed:
    'Non è stato possibile inviare il tuo reclamo. Nulla di ciò che hai scritto va perso: controlla la connessione e invialo di nuovo.',
  tooMany:
    'Hai inviato diversi reclami nell’ultima ora. Attendi {minutes} {{minuto|minuti}}, poi invialo di nuovo.',
  sent: {
    heading: 'Grazie, abbiamo ricevuto il tuo reclamo',
    reference: 'Il tuo numero di riferimento: {reference}',
    next: 'Il servizio clienti esamina il tuo reclamo e ti risponde via e-mail all’indirizzo {email}, entro il termine previsto dalla legge.',
    quote: 'Indica il tuo numero di riferimento ogni volta che ci scrivi riguardo a questo reclamo.',
    another: 'Invia un altro reclamo',
  },
} satisfies Translation['complaints'];
