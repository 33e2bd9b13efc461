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

const nb = {
  common: {
    loading: 'Laster inn…',
    loadFailed: 'Det oppstod en feil. Prøv igjen senere.',
  },
  language: {
    label: 'Språk',
    menu: 'Språk: {language}',
    choose: 'Velg språk for nettstedet.',
    saveFailed: 'Språket er endret her, men kunne ikke lagres på kontoen din. Prøv igjen senere.',
  },
  home: {
    intro: 'Chat, flørt og finn din match — registrer deg gratis på et minutt.',
    signup: 'Registrer deg gratis',
  },
  routes: {
    index: 'Møt singler i nærheten av deg',
    members: 'Søk etter medlemmer',
    member: 'Medlemsprofil',
    chat: 'Chat',
    landing: 'Møt noen allerede i kveld',
    signup: 'Registrer deg',
    chats: 'Meldinger',
    likes: 'Likes',
    credits: 'Kjøp kreditter',
    repeatOrder: 'Gjenta siste bestilling',
    payment: 'Betaling',
    directDebit: 'Direktedebitering',
    premium: 'Premium-medlemskap',
    pricing: 'Priser',
    profile: 'Min profil',
    notifications: 'Innstillinger',
    complaints: 'Klager',
    langConfig: 'Språk',
    login: 'Logg inn',
    signupMatches: 'Dine matcher',
    completeSignup: 'Bekreft e-postadressen din',
    swipeGame: 'Sveipespill',
    accountDeleted: 'Kontoen er slettet',
    activateDone: 'Kontoen er aktivert',
    activateError: 'Aktiveringen mislyktes',
    resetPassword: 'Tilbakestill passord',
    mailChange: 'Endre e-postadresse',
    transactions: 'Transaksjoner',
    infoPage: 'Informasjon',
    notFound: 'Fant ikke siden',
  },
  shell: {
    titleWithSite: '{title} | {siteName}',
    comingSoon: 'Denne delen av nettstedet kommer snart. Kom gjerne tilbake senere.',
    skipToContent: 'Gå til innholdet',
  },
  topBar: {
    logoLabel: 'Forsiden til {siteName}',
    back: 'Tilbake',
    mainNav: 'Hovedmeny',
    search: 'Søk etter medlemmer',
    messages: 'Meldinger',
    likes: 'Likes',
    unreadLabel: '{count} {{ulest melding|uleste meldinger}}',
    newLikesLabel: '{count} {{ny like|nye likes}}',
    credits: 'Kreditter',
    creditsBalance: '{count} {{kreditt|kreditter}}',
    lowCreditsLabel: 'Bare {count} {{kreditt|kreditter}} igjen',
    getPremium: 'Få Premium',
    login: 'Logg inn',
    signup: 'Registrer deg',
    accountMenu: '{name}, kontomeny',
    myProfile: 'Min profil',
    settings: 'Innstillinger',
    logout: 'Logg ut',
    logoutFailed: 'Du er fortsatt logget inn.',
    continueSignup: 'Fortsett registreringen',
    menuLoadFailed: 'Menyen kunne ikke åpnes. Sjekk tilkoblingen og prøv igjen.',
    memberChromeFailed:
      'Lenkene dine og kontomenyen kunne ikke lastes inn. Sjekk tilkoblingen og prøv igjen.',
    memberChromeRetry: 'Prøv igjen',
    // Short labels of the phone's bottom tab bar, where five tabs share 360 px.
    tabSearch: 'Søk',
    tabPremium: 'Premium',
    tabProfile: 'Profil',
  },
  footer: {
    about: 'Om {siteName}',
    join: 'Bli medlem',
    member: 'Din konto',
    help: 'Hjelp',
    legal: 'Juridisk',
    faq: 'Ofte stilte spørsmål',
    service: 'Kundeservice',
    complaints: 'Klager',
    returns: 'Retur og refusjon',
    terms: 'Vilkår og betingelser',
    privacy: 'Personvernerklæring',
    cookies: 'Cookieerklæring',
    ban: 'Utestengelse',
    pricing: 'Priser',
    usTitle: 'Erklæring i henhold til 18 U.S.C. 2257',
    usStatement:
      'Alle personer som vises i noen form for visuell fremstilling på dette nettstedet, var 18 år eller eldre da fremstillingen ble laget. Dokumentasjonen som kreves etter 18 U.S.C. 2257, oppbevares av den dokumentasjonsansvarlige på adressen nedenfor.',
    adultsOnly: 'Dette nettstedet er kun for voksne (18+).',
    copyright: '© {year} {company}, {address}',
  },
  entryWarning: {
    title: 'Kun for voksne',
    adultContent:
      '{siteName} er en dating- og chatteside for voksne. Den inneholder seksuelt eksplisitt materiale som kun passer for personer som er 18 år eller eldre.',
    confirmAge:
      'Ved å fortsette bekrefter du at du er minst 18 år, og at det er lovlig å se voksenmateriale der du befinner deg.',
    agreePrefix: 'Du godtar også våre',
    enter: 'Jeg er 18 år eller eldre — fortsett',
    leave: 'Forlat siden',
    yieldedLabel: 'Advarsel ved inngang',
    yieldedNote:
      'Du har ikke gått inn på {siteName} ennå. Les denne siden, og gå deretter tilbake for å fortsette.',
    backToWarning: 'Tilbake til advarselen',
  },
  signupEntry: {
    title: 'Registrer deg',
    haveAccount: 'Allerede medlem?',
  },
  activationReminder: {
    title: 'Bekreft e-postadressen din.',
    text: 'Vi har sendt en lenke til {email}. Inntil du har brukt den, kan ikke andre medlemmer svare deg.',
    resend: 'Send e-posten på nytt',
    sent: 'Vi har sendt deg en ny e-post.',
  },
  signupResume: {
    title: 'Registreringen din er ikke fullført.',
    text: 'Det gjenstår noen få steg; du kan fortsette der du slapp.',
    action: 'Fortsett registreringen',
  },
  newLike: {
    title: 'Noen liker deg!',
    photoLabel: 'Åpne profilen til medlemmet som liker deg',
    text: 'Si hei og start en samtale.',
    startChat: 'Start en samtale',
  },
  pages: {
    updated: 'Sist oppdatert {date}',
  },
  apiErrors: {
    authentication_required: 'Du må være logget inn for å gjøre dette',
    validation: 'Sjekk de markerte feltene',
    not_found: 'Dette ble ikke funnet',
    forbidden: 'Du har ikke tillatelse til å gjøre dette',
    login_failed: 'Innloggingen mislyktes, prøv igjen',
    login_blocked: 'For mange feil forsøk, kontoen er sperret i {minutes} min',
    email_taken: 'Det finnes allerede en konto med denne e-postadressen på dette nettstedet',
    account_pending_deletion:
      'Denne kontoen blir slettet. Aktiver den igjen via lenken vi sender deg på e-post, eller kontakt kundeservice.',
    invite_only: 'Registrering på dette nettstedet krever invitasjon',
    signup_closed: 'Det er ikke mulig å registrere seg akkurat nå',
    not_confirmed: 'Dette medlemmet har ikke bekreftet e-postadressen sin ennå, så du kan ikke svare',
    activation_failed:
      'Aktiveringen mislyktes. Lenken kan ha utløpt eller allerede være brukt: be om en ny aktiverings-e-post eller kontakt kundeservice.',
    reactivation_expired: 'Denne kontoen kan ikke lenger aktiveres igjen: de 14 dagene har gått',
    reset_email_not_found: 'Fant ikke e-postadressen',
    reset_link_invalid: 'Lenken er utløpt eller ugyldig, be om en ny e-post',
    reset_too_many: 'For mange e-poster om tilbakestilling av passord er sendt, prøv igjen i morgen',
    mail_change_link_invalid: 'Lenken er utløpt eller ugyldig, be om en ny e-post',
    old_password_wrong: 'Det gamle passordet ditt er feil',
    password_wrong: 'Feil passord, prøv igjen',
    insufficient_credits: 'Du har ikke nok kreditter. Kjøp kreditter for å fortsette.',
    premium_only: 'Denne funksjonen er kun for Premium-medlemmer',
    conversation_limit:
      'Gratismedlemmer kan starte opptil 2 samtaler. Få Premium for å chatte med flere medlemmer.',
    photo_limit: 'Du har nådd maksimalt antall bilder',
    swipe_limit: 'Du har brukt opp dagens likes. Kom tilbake i morgen!',
    blocked_by_member: 'Du er blokkert av {name}',
    member_invisible: 'Dette medlemmet kan ikke kontaktes akkurat nå',
    message_too_long: 'Meldingen din er for lang',
    code_not_found: 'Fant ikke koden',
    code_used: 'Koden er allerede brukt',
    code_expired: 'Denne koden er utløpt',
    code_minimum_order: 'Denne koden gjelder bare ved en større bestilling',
    direct_debit_blocked: 'Kontoen din er sperret for direktedebitering',
    direct_debit_limit:
      'Grensen for direktedebitering er nådd. Prøv igjen senere, eller velg en billigere pakke eller en annen betalingsmåte.',
    sms_code_invalid: 'Ugyldig kode',
    payment_failed: 'Betalingen mislyktes. Prøv en annen betalingsmåte.',
    payment_method_unavailable: 'Denne betalingsmåten er ikke tilgjengelig. Velg en annen.',
    no_previous_order: 'Det finnes ingen tidligere bestilling å gjenta',
    already_reported: 'Du har allerede rapportert dette medlemmet',
    rate_limited: 'For mange forsøk. Vent litt og prøv igjen.',
    not_implemented: 'Det oppstod en feil',
    server_error: 'Det oppstod en feil. Prøv igjen senere.',
    network: 'Ingen tilkobling. Sjekk internettforbindelsen din og prøv igjen.',
    unknown: 'Det oppstod en feil',
  },
  errorPage: {
    defaultMessage: 'Feil',
    notFound: 'Fant ikke siden',
    backHome: 'Tilbake til forsiden',
    status: 'Feil {status}',
    generic: 'Det oppstod en feil. Prøv igjen senere.',
    reloading: 'Laster inn siden på nytt…',
    failedTitle: 'Det oppstod en feil under visning av feilsiden',
    details: 'Feildetaljer',
    goHome: 'Gå tilbake til forsiden',
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
    close: 'Lukk',
    dismiss: 'Skjul',
  },
  status: {
    region: 'Sidestatus',
    offline: 'Du er frakoblet. Sjekk tilkoblingen din.',
    backOnline: 'Du er tilkoblet igjen.',
    loadingPage: 'Laster inn siden',
  },
} satisfies Translation;

export default nb;
