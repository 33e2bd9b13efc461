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

const sv = {
  common: {
    loading: 'Laddar…',
    loadFailed: 'Ett fel uppstod. Försök igen senare.',
  },
  language: {
    label: 'Språk',
    menu: 'Språk: {language}',
    choose: 'Välj språk för webbplatsen.',
    saveFailed: 'Språket har ändrats här, men kunde inte sparas på ditt konto. Försök igen senare.',
  },
  home: {
    intro: 'Chatta, flörta och hitta din match — registrera dig gratis på en minut.',
    signup: 'Registrera dig gratis',
  },
  routes: {
    index: 'Träffa singlar nära dig',
    members: 'Sök medlemmar',
    member: 'Medlemsprofil',
    chat: 'Chatt',
    landing: 'Träffa någon redan i kväll',
    signup: 'Registrera dig',
    chats: 'Meddelanden',
    likes: 'Likes',
    credits: 'Köp krediter',
    repeatOrder: 'Upprepa senaste beställningen',
    payment: 'Betalning',
    directDebit: 'Autogiro',
    premium: 'Premiummedlemskap',
    pricing: 'Priser',
    profile: 'Min profil',
    notifications: 'Inställningar',
    complaints: 'Klagomål',
    langConfig: 'Språk',
    login: 'Logga in',
    signupMatches: 'Dina matchningar',
    completeSignup: 'Bekräfta din e-postadress',
    swipeGame: 'Swipespel',
    accountDeleted: 'Kontot har raderats',
    activateDone: 'Kontot har aktiverats',
    activateError: 'Aktiveringen misslyckades',
    resetPassword: 'Återställ lösenord',
    mailChange: 'Ändra e-postadress',
    transactions: 'Transaktioner',
    infoPage: 'Information',
    notFound: 'Sidan hittades inte',
  },
  shell: {
    titleWithSite: '{title} | {siteName}',
    comingSoon: 'Den här delen av webbplatsen kommer snart. Titta in igen senare.',
    skipToContent: 'Hoppa till innehållet',
  },
  topBar: {
    logoLabel: 'Startsidan för {siteName}',
    back: 'Tillbaka',
    mainNav: 'Huvudmeny',
    search: 'Sök medlemmar',
    messages: 'Meddelanden',
    likes: 'Likes',
    unreadLabel: '{count} {{oläst meddelande|olästa meddelanden}}',
    newLikesLabel: '{count} {{ny like|nya likes}}',
    credits: 'Krediter',
    creditsBalance: '{count} {{kredit|krediter}}',
    lowCreditsLabel: 'Bara {count} {{kredit|krediter}} kvar',
    getPremium: 'Skaffa Premium',
    login: 'Logga in',
    signup: 'Registrera dig',
    accountMenu: '{name}, kontomeny',
    myProfile: 'Min profil',
    settings: 'Inställningar',
    logout: 'Logga ut',
    logoutFailed: 'Du är fortfarande inloggad.',
    continueSignup: 'Fortsätt registreringen',
    menuLoadFailed: 'Menyn kunde inte öppnas. Kontrollera anslutningen och försök igen.',
    memberChromeFailed:
      'Dina länkar och kontomenyn kunde inte läsas in. Kontrollera anslutningen och försök igen.',
    memberChromeRetry: 'Försök igen',
    // Short labels of the phone's bottom tab bar, where five tabs share 360 px.
    tabSearch: 'Sök',
    tabPremium: 'Premium',
    tabProfile: 'Profil',
  },
  footer: {
    about: 'Om {siteName}',
    join: 'Bli medlem',
    member: 'Ditt konto',
    help: 'Hjälp',
    legal: 'Juridiskt',
    faq: 'Vanliga frågor',
    service: 'Kundtjänst',
    complaints: 'Klagomål',
    returns: 'Retur och återbetalning',
    terms: 'Allmänna villkor',
    privacy: 'Integritetspolicy',
    cookies: 'Cookiepolicy',
    ban: 'Avstängning',
    pricing: 'Priser',
    usTitle: 'Försäkran enligt 18 U.S.C. 2257',
    usStatement:
      'Alla personer som förekommer i någon visuell framställning på den här webbplatsen var 18 år eller äldre när framställningen gjordes. De register som krävs enligt 18 U.S.C. 2257 förvaras av den registeransvarige på adressen nedan.',
    adultsOnly: 'Den här webbplatsen är endast för vuxna (18+).',
    copyright: '© {year} {company}, {address}',
  },
  entryWarning: {
    title: 'Endast för vuxna',
    adultContent:
      '{siteName} är en dejting- och chattsajt för vuxna. Den innehåller sexuellt explicit material som endast är lämpligt för personer som är 18 år eller äldre.',
    confirmAge:
      'Genom att fortsätta bekräftar du att du är minst 18 år och att det är lagligt att titta på vuxenmaterial där du befinner dig.',
    agreePrefix: 'Du godkänner också våra',
    enter: 'Jag är 18 år eller äldre — fortsätt',
    leave: 'Lämna sidan',
    yieldedLabel: 'Varning vid inträde',
    yieldedNote:
      'Du har inte gått in på {siteName} ännu. Läs den här sidan och gå sedan tillbaka för att fortsätta.',
    backToWarning: 'Tillbaka till varningen',
  },
  signupEntry: {
    title: 'Registrera dig',
    haveAccount: 'Redan medlem?',
  },
  activationReminder: {
    title: 'Bekräfta din e-postadress.',
    text: 'Vi har skickat en länk till {email}. Tills du har använt den kan andra medlemmar inte svara dig.',
    resend: 'Skicka mejlet igen',
    sent: 'Vi har skickat ett nytt mejl till dig.',
  },
  signupResume: {
    title: 'Din registrering är inte klar.',
    text: 'Det återstår några steg; du kan fortsätta där du slutade.',
    action: 'Fortsätt registreringen',
  },
  newLike: {
    title: 'Någon gillar dig!',
    photoLabel: 'Öppna profilen för medlemmen som gillar dig',
    text: 'Säg hej och starta en konversation.',
    startChat: 'Starta en konversation',
  },
  pages: {
    updated: 'Senast uppdaterad {date}',
  },
  apiErrors: {
    authentication_required: 'Du måste vara inloggad för att göra detta',
    validation: 'Kontrollera de markerade fälten',
    not_found: 'Det gick inte att hitta',
    forbidden: 'Du har inte behörighet att göra detta',
    login_failed: 'Inloggningen misslyckades, försök igen',
    login_blocked: 'För många felaktiga försök, kontot är spärrat i {minutes} min',
    email_taken: 'Det finns redan ett konto med den här e-postadressen på webbplatsen',
    account_pending_deletion:
      'Det här kontot håller på att raderas. Återaktivera det via länken som vi mejlar till dig, eller kontakta kundtjänst.',
    invite_only: 'Det går bara att registrera sig på den här webbplatsen via inbjudan',
    signup_closed: 'Det går inte att registrera sig just nu',
    not_confirmed: 'Den här medlemmen har inte bekräftat sin e-postadress än, så du kan inte svara',
    activation_failed:
      'Aktiveringen misslyckades. Länken kan ha gått ut eller redan ha använts: begär ett nytt aktiveringsmejl eller kontakta kundtjänst.',
    reactivation_expired: 'Det här kontot kan inte längre återaktiveras: de 14 dagarna har gått',
    reset_email_not_found: 'E-postadressen hittades inte',
    reset_link_invalid: 'Länken har gått ut eller är ogiltig, begär ett nytt mejl',
    reset_too_many: 'För många mejl om lösenordsåterställning har skickats, försök igen i morgon',
    mail_change_link_invalid: 'Länken har gått ut eller är ogiltig, begär ett nytt mejl',
    old_password_wrong: 'Ditt gamla lösenord är fel',
    password_wrong: 'Fel lösenord, försök igen',
    insufficient_credits: 'Du har inte tillräckligt med krediter. Köp krediter för att fortsätta.',
    premium_only: 'Den här funktionen är bara för Premiummedlemmar',
    conversation_limit:
      'Gratismedlemmar kan starta upp till 2 konversationer. Skaffa Premium för att chatta med fler medlemmar.',
    photo_limit: 'Du har nått maxantalet foton',
    swipe_limit: 'Du har använt dagens likes. Kom tillbaka i morgon!',
    blocked_by_member: 'Du har blockerats av {name}',
    member_invisible: 'Den här medlemmen kan inte kontaktas just nu',
    message_too_long: 'Ditt meddelande är för långt',
    code_not_found: 'Koden hittades inte',
    code_used: 'Koden har redan använts',
    code_expired: 'Den här koden har gått ut',
    code_minimum_order: 'Den här koden gäller bara vid en större beställning',
    direct_debit_blocked: 'Ditt konto är spärrat för autogiro',
    direct_debit_limit:
      'Gränsen för autogiro har nåtts. Försök igen senare, eller välj ett billigare paket eller ett annat betalsätt.',
    sms_code_invalid: 'Ogiltig kod',
    payment_failed: 'Betalningen misslyckades. Prova ett annat betalsätt.',
    payment_method_unavailable: 'Det här betalsättet är inte tillgängligt. Välj ett annat.',
    no_previous_order: 'Det finns ingen tidigare beställning att upprepa',
    already_reported: 'Du har redan anmält den här medlemmen',
    rate_limited: 'För många försök. Vänta en stund och försök igen.',
    not_implemented: 'Ett fel uppstod',
    server_error: 'Ett fel uppstod. Försök igen senare.',
    network: 'Ingen anslutning. Kontrollera din internetanslutning och försök igen.',
    unknown: 'Ett fel uppstod',
  },
  errorPage: {
    defaultMessage: 'Fel',
    notFound: 'Sidan hittades inte',
    backHome: 'Tillbaka till startsidan',
    status: 'Fel {status}',
    generic: 'Ett fel uppstod. Försök igen senare.',
    reloading: 'Laddar om sidan…',
    failedTitle: 'Ett fel uppstod när felsidan skulle visas',
    details: 'Felinformation',
    goHome: 'Gå tillbaka till startsidan',
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
    close: 'Stäng',
    dismiss: 'Dölj',
  },
  status: {
    region: 'Sidstatus',
    offline: 'Du är offline. Kontrollera din anslutning.',
    backOnline: 'Du är online igen.',
    loadingPage: 'Laddar sidan',
  },
} satisfies Translation;

export default sv;
