import type { Translation } from '../i18n-types';
import { account } from './account';
import { accountDeletion } from './account-deletion';
import { activation } from './activation';
import { alerts } from './alerts';
import { form } from './form';
import { login } from './login';
import { memberView } from './member-view';
import { members } from './members';
import { passwordReset } from './password-reset';
import { profilePhotos } from './profile-photos';
import { profileLocation } from './profile-location';
import { profile } from './profile';
import { report } from './report';
import { signup } from './signup';
import { signupLocation } from './signup-location';
import { signupMatches } from './signup-matches';
import { signupPhoto } from './signup-photo';
import { signupSteps } from './signup-steps';

const it = {
  common: {
    loading: 'Caricamento…',
    loadFailed: 'Si è verificato un errore, riprova più tardi',
  },
  language: {
    label: 'Lingua',
    menu: 'Lingua: {language}',
    choose: 'Scegli la lingua del sito.',
    saveFailed:
      'La lingua è stata cambiata qui, ma non è stato possibile salvarla nel tuo account. Riprova più tardi.',
  },
  home: {
    intro: 'Chatta, flirta e trova il tuo match — iscriviti gratis in un minuto.',
    signup: 'Iscriviti gratis',
  },
  routes: {
    index: 'Conosci single vicino a te',
    members: 'Cerca membri',
    member: 'Profilo del membro',
    chat: 'Chat',
    landing: 'Incontra qualcuno stasera',
    signup: 'Iscrizione',
    chats: 'Messaggi',
    likes: 'Mi piace',
    credits: 'Acquista crediti',
    repeatOrder: "Ripeti l'ultimo ordine",
    payment: 'Pagamento',
    directDebit: 'Addebito diretto',
    premium: 'Abbonamento Premium',
    pricing: 'Prezzi',
    profile: 'Il mio profilo',
    notifications: 'Impostazioni',
    complaints: 'Reclami',
    langConfig: 'Lingua',
    login: 'Accedi',
    signupMatches: 'I tuoi match',
    completeSignup: 'Conferma il tuo indirizzo e-mail',
    swipeGame: 'Gioco dello swipe',
    accountDeleted: 'Account eliminato',
    activateDone: 'Account attivato',
    activateError: 'Attivazione non riuscita',
    resetPassword: 'Reimposta la password',
    mailChange: "Cambia l'indirizzo e-mail",
    transactions: 'Transazioni',
    infoPage: 'Informazioni',
    notFound: 'Pagina non trovata',
  },
  shell: {
    titleWithSite: '{title} | {siteName}',
    comingSoon: 'Questa sezione del sito sarà disponibile a breve. Ricontrolla più tardi.',
    skipToContent: 'Vai al contenuto',
  },
  topBar: {
    logoLabel: 'Home di {siteName}',
    back: 'Indietro',
    mainNav: 'Principale',
    search: 'Cerca membri',
    messages: 'Messaggi',
    likes: 'Mi piace',
    unreadLabel: '{count} {{messaggio non letto|messaggi non letti}}',
    newLikesLabel: '{count} {{nuovo Mi piace|nuovi Mi piace}}',
    credits: 'Crediti',
    creditsBalance: '{count} {{credito|crediti}}',
    lowCreditsLabel: 'Ti {{count:resta|restano}} solo {count} {{credito|crediti}}',
    getPremium: 'Passa a Premium',
    login: 'Accedi',
    signup: 'Iscriviti',
    accountMenu: "{name}, menu dell'account",
    myProfile: 'Il mio profilo',
    settings: 'Impostazioni',
    logout: 'Esci',
    logoutFailed: 'La tua sessione è ancora attiva.',
    continueSignup: "Continua l'iscrizione",
    menuLoadFailed: 'Non è stato possibile aprire il menu. Controlla la connessione e riprova.',
    memberChromeFailed:
      'Non è stato possibile caricare i tuoi link e il menu del profilo. Controlla la connessione e riprova.',
    memberChromeRetry: 'Riprova',
    // Short labels of the phone's bottom tab bar, where five tabs share 360 px.
    tabSearch: 'Cerca',
    tabPremium: 'Premium',
    tabProfile: 'Profilo',
  },
  footer: {
    about: 'Informazioni su {siteName}',
    join: 'Iscriviti',
    member: 'Il tuo account',
    help: 'Aiuto',
    legal: 'Note legali',
    faq: 'Domande frequenti',
    service: 'Assistenza clienti',
    complaints: 'Reclami',
    returns: 'Resi e rimborsi',
    terms: 'Termini e condizioni',
    privacy: 'Informativa sulla privacy',
    cookies: 'Informativa sui cookie',
    ban: 'Divieto di accesso',
    pricing: 'Prezzi',
    usTitle: 'Dichiarazione 18 U.S.C. 2257',
    usStatement:
      "Tutte le persone che compaiono in qualsiasi rappresentazione visiva su questo sito web avevano 18 anni o più al momento in cui la rappresentazione è stata realizzata. La documentazione richiesta dal 18 U.S.C. 2257 è conservata dal responsabile della documentazione all'indirizzo indicato di seguito.",
    adultsOnly: 'Questo sito web è riservato ai maggiorenni (18+).',
    copyright: '© {year} {company}, {address}',
  },
  entryWarning: {
    title: 'Solo per adulti',
    adultContent:
      '{siteName} è un sito di incontri e chat per adulti. Contiene materiale sessualmente esplicito adatto solo a persone di almeno 18 anni.',
    confirmAge:
      'Entrando confermi di avere almeno 18 anni e che la visione di materiale per adulti è legale nel luogo in cui ti trovi.',
    agreePrefix: 'Accetti anche i nostri',
    enter: 'Ho 18 anni o più — entra',
    leave: 'Esci',
    yieldedLabel: 'Avviso di ingresso',
    yieldedNote: 'Non sei ancora entrato in {siteName}. Leggi questa pagina, poi torna indietro per entrare.',
    backToWarning: "Torna all'avviso di ingresso",
  },
  signupEntry: {
    title: 'Iscriviti',
    haveAccount: 'Hai già un account?',
  },
  activationReminder: {
    title: 'Conferma il tuo indirizzo e-mail.',
    text: 'Abbiamo inviato un link a {email}. Finché non lo usi, gli altri membri non possono risponderti.',
    resend: "Invia di nuovo l'e-mail",
    sent: 'Ti abbiamo inviato una nuova e-mail.',
  },
  signupResume: {
    title: 'La tua iscrizione non è completa.',
    text: 'Mancano ancora alcuni passaggi; puoi riprendere da dove avevi lasciato.',
    action: "Continua l'iscrizione",
  },
  newLike: {
    title: 'Piaci a qualcuno!',
    photoLabel: 'Apri il profilo del membro a cui piaci',
    text: 'Manda un saluto e inizia una conversazione.',
    startChat: 'Inizia una conversazione',
  },
  pages: {
    updated: 'Ultimo aggiornamento: {date}',
  },
  apiErrors: {
    authentication_required: "Devi effettuare l'accesso per farlo",
    validation: 'Controlla i campi evidenziati',
    not_found: 'Contenuto non trovato',
    forbidden: "Non hai l'autorizzazione per farlo",
    login_failed: 'Accesso non riuscito, riprova',
    login_blocked: 'Troppi tentativi errati, account bloccato per {minutes} min',
    email_taken: 'Questo indirizzo e-mail è già associato a un account su questo sito',
    account_pending_deletion:
      "Questo account è in fase di eliminazione. Riattivalo con il link che ti inviamo via e-mail oppure contatta l'assistenza clienti.",
    invite_only: "L'iscrizione a questo sito è possibile solo su invito",
    signup_closed: 'Al momento non è possibile iscriversi',
    not_confirmed:
      'Questo membro non ha ancora confermato il suo indirizzo e-mail, quindi non puoi rispondere',
    activation_failed:
      "Attivazione non riuscita. Il link potrebbe essere scaduto o essere già stato usato: richiedi una nuova e-mail di attivazione o contatta l'assistenza clienti.",
    reactivation_expired: 'Questo account non può più essere riattivato: i 14 giorni sono trascorsi',
    reset_email_not_found: 'Indirizzo e-mail non trovato',
    reset_link_invalid: 'Link scaduto o non valido, richiedi una nuova e-mail',
    reset_too_many: 'Troppe e-mail di reimpostazione della password inviate, riprova domani',
    mail_change_link_invalid: 'Link scaduto o non valido, richiedi una nuova e-mail',
    old_password_wrong: 'La password attuale non è corretta',
    password_wrong: 'Password errata, riprova',
    insufficient_credits: 'Non hai abbastanza crediti. Acquista crediti per continuare.',
    premium_only: 'Questa funzione è riservata ai membri Premium',
    conversation_limit:
      'Con un account gratuito puoi iniziare fino a 2 conversazioni. Passa a Premium per chattare con più membri.',
    photo_limit: 'Hai raggiunto il numero massimo di foto',
    swipe_limit: 'Hai esaurito i Mi piace di oggi. Torna domani!',
    blocked_by_member: '{name} ti ha bloccato',
    member_invisible: 'Al momento non è possibile contattare questo membro',
    message_too_long: 'Il tuo messaggio è troppo lungo',
    code_not_found: 'Codice non trovato',
    code_used: 'Codice già utilizzato',
    code_expired: 'Questo codice è scaduto',
    code_minimum_order: 'Questo codice è valido solo per un ordine di importo maggiore',
    direct_debit_blocked: "Il tuo account è bloccato per l'addebito diretto",
    direct_debit_limit:
      'Limite di addebito diretto raggiunto. Riprova più tardi, scegli un pacchetto più economico o un altro metodo di pagamento.',
    sms_code_invalid: 'Codice non valido',
    payment_failed: 'Il pagamento non è andato a buon fine. Prova un altro metodo di pagamento.',
    payment_method_unavailable: 'Questo metodo di pagamento non è disponibile. Scegline un altro.',
    no_previous_order: "Non c'è nessun ordine precedente da ripetere",
    already_reported: 'Hai già segnalato questo membro',
    rate_limited: 'Troppi tentativi. Attendi un momento e riprova.',
    not_implemented: 'Si è verificato un errore',
    server_error: 'Si è verificato un errore, riprova più tardi',
    network: 'Nessuna connessione. Controlla la tua connessione a Internet e riprova.',
    unknown: 'Si è verificato un errore',
  },
  errorPage: {
    defaultMessage: 'Errore',
    notFound: 'Pagina non trovata',
    backHome: 'Torna alla home page',
    status: 'Errore {status}',
    generic: 'Si è verificato un errore, riprova più tardi',
    reloading: 'Ricaricamento della pagina…',
    failedTitle: 'Si è verificato un errore durante la visualizzazione della pagina di errore',
    details: "Dettagli dell'errore",
    goHome: 'Torna alla home',
  },
  account,
  accountDeletion,
  activation,
  alerts,
  form,
  login,
  memberView,
  members,
  passwordReset,
  profilePhotos,
  profile,
  report,
  signup,
  signupLocation,
  profileLocation,
  signupMatches,
  signupPhoto,
  signupSteps,
  ui: {
    close: 'Chiudi',
    dismiss: 'Nascondi',
  },
  status: {
    region: 'Stato della pagina',
    offline: 'Sei offline. Controlla la tua connessione.',
    backOnline: 'Sei di nuovo online.',
    loadingPage: 'Caricamento della pagina',
  },
} satisfies Translation;

export default it;
