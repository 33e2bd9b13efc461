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

const nl = {
  common: {
    loading: 'Laden…',
    loadFailed: 'Er is een fout opgetreden, probeer het later opnieuw',
  },
  language: {
    label: 'Taal',
    menu: 'Taal: {language}',
    choose: 'Kies de taal van de site.',
    saveFailed:
      'De taal is hier aangepast, maar kon niet in je account worden opgeslagen. Probeer het later opnieuw.',
  },
  home: {
    intro: 'Chat, flirt en vind je match — meld je binnen een minuut gratis aan.',
    signup: 'Meld je gratis aan',
  },
  routes: {
    index: 'Ontmoet singles bij jou in de buurt',
    members: 'Leden zoeken',
    member: 'Ledenprofiel',
    chat: 'Chat',
    landing: 'Ontmoet vanavond nog iemand',
    signup: 'Aanmelden',
    chats: 'Berichten',
    likes: 'Likes',
    credits: 'Credits kopen',
    repeatOrder: 'Laatste bestelling herhalen',
    payment: 'Betaling',
    directDebit: 'Automatische incasso',
    premium: 'Premiumlidmaatschap',
    pricing: 'Prijzen',
    profile: 'Mijn profiel',
    notifications: 'Instellingen',
    complaints: 'Klachten',
    langConfig: 'Taal',
    login: 'Inloggen',
    signupMatches: 'Jouw matches',
    completeSignup: 'Bevestig je e-mailadres',
    swipeGame: 'Swipespel',
    accountDeleted: 'Account verwijderd',
    activateDone: 'Account geactiveerd',
    activateError: 'Activeren mislukt',
    resetPassword: 'Wachtwoord herstellen',
    mailChange: 'E-mailadres wijzigen',
    transactions: 'Transacties',
    infoPage: 'Informatie',
    notFound: 'Pagina niet gevonden',
  },
  shell: {
    titleWithSite: '{title} | {siteName}',
    comingSoon: 'Dit deel van de site komt binnenkort. Kom later nog eens terug.',
    skipToContent: 'Direct naar de inhoud',
  },
  topBar: {
    logoLabel: 'Startpagina van {siteName}',
    back: 'Terug',
    mainNav: 'Hoofdmenu',
    search: 'Leden zoeken',
    messages: 'Berichten',
    likes: 'Likes',
    unreadLabel: '{count} ongelezen {{bericht|berichten}}',
    newLikesLabel: '{count} nieuwe {{like|likes}}',
    credits: 'Credits',
    creditsBalance: '{count} {{credit|credits}}',
    lowCreditsLabel: 'Nog maar {count} {{credit|credits}} over',
    getPremium: 'Word Premium',
    login: 'Inloggen',
    signup: 'Aanmelden',
    accountMenu: '{name}, accountmenu',
    myProfile: 'Mijn profiel',
    settings: 'Instellingen',
    logout: 'Uitloggen',
    logoutFailed: 'Je bent nog steeds ingelogd.',
    continueSignup: 'Aanmelding voortzetten',
    menuLoadFailed: 'Het menu kon niet worden geopend. Controleer je verbinding en probeer het opnieuw.',
    memberChromeFailed:
      'Je links en accountmenu konden niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
    memberChromeRetry: 'Opnieuw proberen',
    // Short labels of the phone's bottom tab bar, where five tabs share 360 px.
    tabSearch: 'Zoeken',
    tabPremium: 'Premium',
    tabProfile: 'Profiel',
  },
  footer: {
    about: 'Over {siteName}',
    join: 'Lid worden',
    member: 'Jouw account',
    help: 'Hulp',
    legal: 'Juridisch',
    faq: 'Veelgestelde vragen',
    service: 'Klantenservice',
    complaints: 'Klachten',
    returns: 'Retourneren en terugbetalen',
    terms: 'Algemene voorwaarden',
    privacy: 'Privacybeleid',
    cookies: 'Cookiebeleid',
    ban: 'Toegangsverbod',
    pricing: 'Prijzen',
    usTitle: 'Verklaring volgens 18 U.S.C. 2257',
    usStatement:
      'Alle personen die in enige visuele weergave op deze website te zien zijn, waren 18 jaar of ouder op het moment dat die weergave werd gemaakt. De gegevens die op grond van 18 U.S.C. 2257 verplicht zijn, worden bewaard door de beheerder van de gegevens op het onderstaande adres.',
    adultsOnly: 'Deze website is alleen voor volwassenen (18+).',
    copyright: '© {year} {company}, {address}',
  },
  entryWarning: {
    title: 'Alleen voor volwassenen',
    adultContent:
      '{siteName} is een dating- en chatsite voor volwassenen. De site bevat seksueel expliciet materiaal dat alleen geschikt is voor personen van 18 jaar of ouder.',
    confirmAge:
      'Door verder te gaan bevestig je dat je minstens 18 jaar oud bent en dat het bekijken van materiaal voor volwassenen legaal is waar jij je bevindt.',
    agreePrefix: 'Je gaat ook akkoord met onze',
    enter: 'Ik ben 18 of ouder — ga verder',
    leave: 'Verlaten',
    yieldedLabel: 'Waarschuwing bij binnenkomst',
    yieldedNote:
      'Je bent {siteName} nog niet binnengegaan. Lees deze pagina en ga daarna terug om verder te gaan.',
    backToWarning: 'Terug naar de waarschuwing',
  },
  signupEntry: {
    title: 'Aanmelden',
    haveAccount: 'Al lid?',
  },
  activationReminder: {
    title: 'Bevestig je e-mailadres.',
    text: 'We hebben een link naar {email} gestuurd. Zolang je die niet gebruikt, kunnen leden je niet antwoorden.',
    resend: 'Stuur de e-mail opnieuw',
    sent: 'We hebben je een nieuwe e-mail gestuurd.',
  },
  signupResume: {
    title: 'Je aanmelding is nog niet klaar.',
    text: 'Er zijn nog een paar stappen over; je kunt verdergaan waar je gebleven was.',
    action: 'Aanmelding voortzetten',
  },
  newLike: {
    title: 'Iemand vindt je leuk!',
    photoLabel: 'Open het profiel van het lid dat jou leuk vindt',
    text: 'Zeg hallo en begin een gesprek.',
    startChat: 'Begin een gesprek',
  },
  pages: {
    updated: 'Laatst bijgewerkt op {date}',
  },
  apiErrors: {
    authentication_required: 'Je moet ingelogd zijn om dit te doen',
    validation: 'Controleer de gemarkeerde velden',
    not_found: 'Dit kon niet worden gevonden',
    forbidden: 'Je mag dit niet doen',
    login_failed: 'Inloggen mislukt, probeer het opnieuw',
    login_blocked: 'Te veel onjuiste pogingen, account geblokkeerd voor {minutes} min',
    email_taken: 'Dit e-mailadres heeft al een account op deze website',
    account_pending_deletion:
      'Dit account wordt verwijderd. Activeer het opnieuw via de link die we je e-mailen, of neem contact op met de klantenservice.',
    invite_only: 'Aanmelden op deze site kan alleen op uitnodiging',
    signup_closed: 'Aanmelden is op dit moment niet mogelijk',
    not_confirmed: 'Dit lid heeft het e-mailadres nog niet bevestigd, dus je kunt niet reageren',
    activation_failed:
      'Activeren mislukt. De link is misschien verlopen of al gebruikt: vraag een nieuwe activatiemail aan of neem contact op met de klantenservice.',
    reactivation_expired: 'Dit account kan niet meer worden geheractiveerd: de 14 dagen zijn voorbij',
    reset_email_not_found: 'E-mailadres niet gevonden',
    reset_link_invalid: 'Link verlopen of ongeldig, vraag een nieuwe e-mail aan',
    reset_too_many:
      'Te veel e-mails voor het herstellen van je wachtwoord verstuurd, probeer het morgen opnieuw',
    mail_change_link_invalid: 'Link verlopen of ongeldig, vraag een nieuwe e-mail aan',
    old_password_wrong: 'Je oude wachtwoord klopt niet',
    password_wrong: 'Onjuist wachtwoord, probeer het opnieuw',
    insufficient_credits: 'Je hebt niet genoeg credits. Koop credits om verder te gaan.',
    premium_only: 'Deze functie is alleen voor premiumleden',
    conversation_limit:
      'Gratis leden kunnen maximaal 2 gesprekken beginnen. Word premium om met meer leden te chatten.',
    photo_limit: "Je hebt het maximale aantal foto's bereikt",
    swipe_limit: 'Je hebt de likes van vandaag gebruikt. Kom morgen terug!',
    blocked_by_member: 'Je bent geblokkeerd door {name}',
    member_invisible: 'Dit lid is op dit moment niet bereikbaar',
    message_too_long: 'Je bericht is te lang',
    code_not_found: 'Code niet gevonden',
    code_used: 'Code al gebruikt',
    code_expired: 'Deze code is verlopen',
    code_minimum_order: 'Deze code is alleen geldig bij een grotere bestelling',
    direct_debit_blocked: 'Je account is geblokkeerd voor automatische incasso',
    direct_debit_limit:
      'Limiet voor automatische incasso bereikt. Probeer het later opnieuw, kies een goedkoper pakket of een andere betaalmethode.',
    sms_code_invalid: 'Code ongeldig',
    payment_failed: 'De betaling is mislukt. Probeer een andere betaalmethode.',
    payment_method_unavailable: 'Deze betaalmethode is niet beschikbaar. Kies een andere.',
    no_previous_order: 'Er is geen eerdere bestelling om te herhalen',
    already_reported: 'Je hebt dit lid al gemeld',
    rate_limited: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
    not_implemented: 'Er is een fout opgetreden',
    server_error: 'Er is een fout opgetreden, probeer het later opnieuw',
    network: 'Geen verbinding. Controleer je internetverbinding en probeer het opnieuw.',
    unknown: 'Er is een fout opgetreden',
  },
  errorPage: {
    defaultMessage: 'Fout',
    notFound: 'Pagina niet gevonden',
    backHome: 'Terug naar de startpagina',
    status: 'Fout {status}',
    generic: 'Er is een fout opgetreden, probeer het later opnieuw',
    reloading: 'De pagina wordt opnieuw geladen…',
    failedTitle: 'Er is een fout opgetreden bij het tonen van de foutpagina',
    details: 'Foutdetails',
    goHome: 'Ga terug naar de startpagina',
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
    close: 'Sluiten',
    dismiss: 'Verbergen',
  },
  status: {
    region: 'Paginastatus',
    offline: 'Je bent offline. Controleer je verbinding.',
    backOnline: 'Je bent weer online.',
    loadingPage: 'Pagina laden',
  },
} satisfies Translation;

export default nl;
