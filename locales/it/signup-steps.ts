import type { Translation } from '../i18n-types';

export const signupSteps = {
  title: 'Parlaci di te',
  next: 'Avanti',
  skip: 'Salta questo passaggio',
  stepOf: 'Passaggio {step} di {total}',
  aboutTitle: 'Su di te',
  aboutWhy:
    'Qualche dettaglio aiuta gli altri membri a trovarti e a iniziare una conversazione. Compila quello che vuoi.',
  aboutGender: 'Sesso',
  aboutSexuality: 'Orientamento sessuale',
  aboutRelationshipStatus: 'Stato sentimentale',
  aboutBodyType: 'Corporatura',
  aboutHairColor: 'Colore dei capelli',
  aboutEyeColor: 'Colore degli occhi',
  aboutTattoos: 'Tatuaggi',
  aboutChoose: 'Scegli…',
  aboutMe: 'Su di me',
  aboutMeHint: 'Testo semplice: cosa ti piace, cosa stai cercando.',
  aboutSave: 'Salva e continua',
  aboutGenders: { male: 'Uomo', female: 'Donna' },
  aboutSexualities: { hetero: 'Etero', gay: 'Gay', lesbian: 'Lesbica', bi: 'Bisessuale' },
  aboutRelationshipStatuses: {
    single: 'Single',
    divorced: 'Divorziato/a',
    widowed: 'Vedovo/a',
    separated: 'Separato/a',
    in_relationship: 'In una relazione',
    married: 'Sposato/a',
  },
  aboutBodyTypes: {
    slim: 'Snella',
    average: 'Media',
    athletic: 'Atletica',
    curvy: 'Formosa',
    large: 'Robusta',
  },
  aboutHairColors: {
    blond: 'Biondo',
    brown: 'Castano',
    black: 'Nero',
    red: 'Rosso',
    grey: 'Grigio',
    bald: 'Calvo',
    other: 'Altro',
  },
  aboutEyeColors: {
    blue: 'Azzurro',
    green: 'Verde',
    brown: 'Castano',
    grey: 'Grigio',
    hazel: 'Nocciola',
    other: 'Altro',
  },
  aboutTattooOptions: { none: 'Nessuno', some: 'Qualcuno', many: 'Molti' },
  pushTitle: 'Ricevi le notifiche',
  pushWhy:
    'Attiva le notifiche per sapere subito quando qualcuno ti scrive o ti mette Mi piace, anche quando questo sito è chiuso. Puoi disattivarle in qualsiasi momento nelle impostazioni.',
  pushTurnOn: 'Attiva le notifiche',
  pushAsking: 'In attesa del browser…',
  pushOn: 'Le notifiche sono attive. Ti avviseremo quando qualcuno ti scrive o ti mette Mi piace.',
  pushBlocked:
    'Le notifiche sono bloccate nel tuo browser. Per riceverle, consenti le notifiche di questo sito nelle impostazioni del browser. Puoi continuare anche senza.',
  pushDismissed: 'Le notifiche non sono state attivate. Puoi attivarle più tardi nelle impostazioni.',
  pushUnsupported:
    'Questo browser non può mostrare le notifiche di questo sito. Puoi continuare anche senza.',
  pushFailed:
    'Al momento non è stato possibile attivare le notifiche. Puoi riprovare più tardi nelle impostazioni.',
  pushContinue: 'Continua',
  completeTitle: 'Conferma il tuo indirizzo e-mail',
  completeSent:
    "Abbiamo inviato un link di conferma a {email}. Apri l'e-mail e clicca sul link che contiene.",
  completeSentNoAddress:
    "Abbiamo inviato un link di conferma al tuo indirizzo e-mail. Apri l'e-mail e clicca sul link che contiene.",
  completeWhy:
    'Finché non confermi il tuo indirizzo, gli altri membri non possono rispondere ai tuoi messaggi.',
  completeNoMail: "Non hai ricevuto l'e-mail? Controlla la cartella spam oppure inviala di nuovo.",
  completeConfirmed: 'Il tuo indirizzo e-mail {email} è confermato. Gli altri membri possono risponderti.',
  completeContinue: 'Continua',
  completeSignupTitle: 'Completa la tua iscrizione',
} satisfies Translation['signupSteps'];
