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

const da = {
  common: {
    loading: 'Indlæser…',
    loadFailed: 'Der opstod en fejl. Prøv igen senere.',
  },
  language: {
    label: 'Sprog',
    menu: 'Sprog: {language}',
    choose: 'Vælg sproget på siden.',
    saveFailed: 'Sproget er skiftet her, men kunne ikke gemmes på din konto. Prøv igen senere.',
  },
  home: {
    intro: 'Chat, flirt og find dit match — tilmeld dig gratis på et minut.',
    signup: 'Tilmeld dig gratis',
  },
  routes: {
    index: 'Mød singler i nærheden af dig',
    members: 'Søg efter medlemmer',
    member: 'Medlemsprofil',
    chat: 'Chat',
    landing: 'Mød nogen allerede i aften',
    signup: 'Tilmeld dig',
    chats: 'Beskeder',
    likes: 'Likes',
    credits: 'Køb kreditter',
    repeatOrder: 'Gentag sidste bestilling',
    payment: 'Betaling',
    directDebit: 'Direkte debitering',
    premium: 'Premium-medlemskab',
    pricing: 'Priser',
    profile: 'Min profil',
    notifications: 'Indstillinger',
    complaints: 'Klager',
    langConfig: 'Sprog',
    login: 'Log ind',
    signupMatches: 'Dine matches',
    completeSignup: 'Bekræft din e-mailadresse',
    swipeGame: 'Swipe-spil',
    accountDeleted: 'Konto slettet',
    activateDone: 'Konto aktiveret',
    activateError: 'Aktiveringen mislykkedes',
    resetPassword: 'Nulstil adgangskode',
    mailChange: 'Skift e-mailadresse',
    transactions: 'Transaktioner',
    infoPage: 'Information',
    notFound: 'Siden blev ikke fundet',
  },
  shell: {
    titleWithSite: '{title} | {siteName}',
    comingSoon: 'Denne del af siden kommer snart. Kig forbi igen senere.',
    skipToContent: 'Gå til indhold',
  },
  topBar: {
    logoLabel: 'Forsiden af {siteName}',
    back: 'Tilbage',
    mainNav: 'Hovedmenu',
    search: 'Søg efter medlemmer',
    messages: 'Beskeder',
    likes: 'Likes',
    unreadLabel: '{count} {{ulæst besked|ulæste beskeder}}',
    newLikesLabel: '{count} {{nyt like|nye likes}}',
    credits: 'Kreditter',
    creditsBalance: '{count} {{kredit|kreditter}}',
    lowCreditsLabel: 'Kun {count} {{kredit|kreditter}} tilbage',
    getPremium: 'Få Premium',
    login: 'Log ind',
    signup: 'Tilmeld dig',
    accountMenu: '{name}, kontomenu',
    myProfile: 'Min profil',
    settings: 'Indstillinger',
    logout: 'Log ud',
    logoutFailed: 'Du er stadig logget ind.',
    continueSignup: 'Fortsæt tilmeldingen',
    menuLoadFailed: 'Menuen kunne ikke åbnes. Tjek din forbindelse, og prøv igen.',
    memberChromeFailed:
      'Dine links og din kontomenu kunne ikke indlæses. Tjek din forbindelse, og prøv igen.',
    memberChromeRetry: 'Prøv igen',
    // Short labels of the phone's bottom tab bar, where five tabs share 360 px.
    tabSearch: 'Søg',
    tabPremium: 'Premium',
    tabProfile: 'Profil',
  },
  footer: {
    about: 'Om {siteName}',
    join: 'Bliv medlem',
    member: 'Din konto',
    help: 'Hjælp',
    legal: 'Juridisk',
    faq: 'Ofte stillede spørgsmål',
    service: 'Kundeservice',
    complaints: 'Klager',
    returns: 'Returnering og refusion',
    terms: 'Vilkår og betingelser',
    privacy: 'Privatlivspolitik',
    cookies: 'Cookiepolitik',
    ban: 'Adgangsforbud',
    pricing: 'Priser',
    usTitle: 'Erklæring i henhold til 18 U.S.C. 2257',
    usStatement:
      'Alle personer, der optræder i en visuel fremstilling på dette website, var 18 år eller ældre, da fremstillingen blev lavet. De optegnelser, der kræves i henhold til 18 U.S.C. 2257, opbevares af den ansvarlige for optegnelserne på nedenstående adresse.',
    adultsOnly: 'Dette website er kun for voksne (18+).',
    copyright: '© {year} {company}, {address}',
  },
  entryWarning: {
    title: 'Kun for voksne',
    adultContent:
      '{siteName} er en dating- og chatside for voksne. Siden indeholder seksuelt eksplicit materiale, der kun er egnet til personer på 18 år eller derover.',
    confirmAge:
      'Ved at fortsætte bekræfter du, at du er mindst 18 år, og at det er lovligt at se materiale for voksne der, hvor du befinder dig.',
    agreePrefix: 'Du accepterer også vores',
    enter: 'Jeg er 18 år eller ældre — fortsæt',
    leave: 'Forlad siden',
    yieldedLabel: 'Advarsel ved indgang',
    yieldedNote:
      'Du er ikke gået ind på {siteName} endnu. Læs denne side, og gå derefter tilbage for at fortsætte.',
    backToWarning: 'Tilbage til advarslen',
  },
  signupEntry: {
    title: 'Tilmeld dig',
    haveAccount: 'Allerede medlem?',
  },
  activationReminder: {
    title: 'Bekræft din e-mailadresse.',
    text: 'Vi har sendt et link til {email}. Indtil du har brugt det, kan andre medlemmer ikke svare dig.',
    resend: 'Send e-mailen igen',
    sent: 'Vi har sendt dig en ny e-mail.',
  },
  signupResume: {
    title: 'Din tilmelding er ikke færdig.',
    text: 'Der mangler stadig et par trin; du kan fortsætte, hvor du slap.',
    action: 'Fortsæt tilmeldingen',
  },
  newLike: {
    title: 'Nogen kan lide dig!',
    photoLabel: 'Åbn profilen for medlemmet, der kan lide dig',
    text: 'Sig hej, og start en samtale.',
    startChat: 'Start en samtale',
  },
  pages: {
    updated: 'Sidst opdateret {date}',
  },
  apiErrors: {
    authentication_required: 'Du skal være logget ind for at gøre dette',
    validation: 'Tjek de markerede felter',
    not_found: 'Det kunne ikke findes',
    forbidden: 'Du har ikke tilladelse til at gøre dette',
    login_failed: 'Login mislykkedes, prøv igen',
    login_blocked: 'For mange forkerte forsøg, kontoen er spærret i {minutes} min.',
    email_taken: 'Der findes allerede en konto med denne e-mailadresse på dette website',
    account_pending_deletion:
      'Denne konto er ved at blive slettet. Genaktivér den via linket, vi sender dig på e-mail, eller kontakt kundeservice.',
    invite_only: 'Tilmelding på denne side kræver en invitation',
    signup_closed: 'Det er ikke muligt at tilmelde sig lige nu',
    not_confirmed: 'Dette medlem har endnu ikke bekræftet sin e-mailadresse, så du kan ikke svare',
    activation_failed:
      'Aktiveringen mislykkedes. Linket er måske udløbet eller allerede brugt: bed om en ny aktiveringsmail, eller kontakt kundeservice.',
    reactivation_expired: 'Denne konto kan ikke længere genaktiveres: de 14 dage er gået',
    reset_email_not_found: 'E-mailadressen blev ikke fundet',
    reset_link_invalid: 'Linket er udløbet eller ugyldigt, bed om en ny e-mail',
    reset_too_many: 'Der er sendt for mange e-mails om nulstilling af adgangskode, prøv igen i morgen',
    mail_change_link_invalid: 'Linket er udløbet eller ugyldigt, bed om en ny e-mail',
    old_password_wrong: 'Din gamle adgangskode er forkert',
    password_wrong: 'Forkert adgangskode, prøv igen',
    insufficient_credits: 'Du har ikke nok kreditter. Køb kreditter for at fortsætte.',
    premium_only: 'Denne funktion er kun for Premium-medlemmer',
    conversation_limit:
      'Gratis medlemmer kan starte op til 2 samtaler. Få Premium for at chatte med flere medlemmer.',
    photo_limit: 'Du har nået det maksimale antal billeder',
    swipe_limit: 'Du har brugt dagens likes. Kom tilbage i morgen!',
    blocked_by_member: 'Du er blokeret af {name}',
    member_invisible: 'Dette medlem kan ikke kontaktes lige nu',
    message_too_long: 'Din besked er for lang',
    code_not_found: 'Koden blev ikke fundet',
    code_used: 'Koden er allerede brugt',
    code_expired: 'Denne kode er udløbet',
    code_minimum_order: 'Denne kode gælder kun ved en større bestilling',
    direct_debit_blocked: 'Din konto er spærret for direkte debitering',
    direct_debit_limit:
      'Grænsen for direkte debitering er nået. Prøv igen senere, eller vælg en billigere pakke eller en anden betalingsmetode.',
    sms_code_invalid: 'Ugyldig kode',
    payment_failed: 'Betalingen mislykkedes. Prøv en anden betalingsmetode.',
    payment_method_unavailable: 'Denne betalingsmetode er ikke tilgængelig. Vælg en anden.',
    no_previous_order: 'Der er ingen tidligere bestilling at gentage',
    already_reported: 'Du har allerede anmeldt dette medlem',
    rate_limited: 'For mange forsøg. Vent et øjeblik, og prøv igen.',
    not_implemented: 'Der opstod en fejl',
    server_error: 'Der opstod en fejl. Prøv igen senere.',
    network: 'Ingen forbindelse. Tjek din internetforbindelse, og prøv igen.',
    unknown: 'Der opstod en fejl',
  },
  errorPage: {
    defaultMessage: 'Fejl',
    notFound: 'Siden blev ikke fundet',
    backHome: 'Tilbage til forsiden',
    status: 'Fejl {status}',
    generic: 'Der opstod en fejl. Prøv igen senere.',
    reloading: 'Siden genindlæses…',
    failedTitle: 'Der opstod en fejl under visning af fejlsiden',
    details: 'Fejldetaljer',
    goHome: 'Gå tilbage til forsiden',
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
    close: 'Luk',
    dismiss: 'Skjul',
  },
  status: {
    region: 'Sidestatus',
    offline: 'Du er offline. Tjek din forbindelse.',
    backOnline: 'Du er online igen.',
    loadingPage: 'Indlæser siden',
  },
} satisfies Translation;

export default da;
