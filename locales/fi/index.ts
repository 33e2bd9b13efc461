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

const fi = {
  common: {
    loading: 'Ladataan…',
    loadFailed: 'Tapahtui virhe, yritä myöhemmin uudelleen',
  },
  language: {
    label: 'Kieli',
    menu: 'Kieli: {language}',
    choose: 'Valitse sivuston kieli.',
    saveFailed: 'Kieli vaihtui tässä, mutta sitä ei voitu tallentaa tilillesi. Yritä myöhemmin uudelleen.',
  },
  home: {
    intro: 'Chattaile, flirttaile ja löydä se oikea – liity ilmaiseksi minuutissa.',
    signup: 'Liity ilmaiseksi',
  },
  routes: {
    index: 'Tapaa sinkkuja läheltäsi',
    members: 'Hae jäseniä',
    member: 'Jäsenprofiili',
    chat: 'Chat',
    landing: 'Tapaa joku jo tänä iltana',
    signup: 'Rekisteröidy',
    chats: 'Viestit',
    likes: 'Tykkäykset',
    credits: 'Osta krediittejä',
    repeatOrder: 'Toista edellinen tilaus',
    payment: 'Maksu',
    directDebit: 'Suoraveloitus',
    premium: 'Premium-jäsenyys',
    pricing: 'Hinnat',
    profile: 'Oma profiili',
    notifications: 'Asetukset',
    complaints: 'Valitukset',
    langConfig: 'Kieli',
    login: 'Kirjaudu sisään',
    signupMatches: 'Sinulle sopivat ehdokkaat',
    completeSignup: 'Vahvista sähköpostiosoitteesi',
    swipeGame: 'Pyyhkäisypeli',
    accountDeleted: 'Tili poistettu',
    activateDone: 'Tili aktivoitu',
    activateError: 'Aktivointi epäonnistui',
    resetPassword: 'Nollaa salasana',
    mailChange: 'Vaihda sähköpostiosoite',
    transactions: 'Maksutapahtumat',
    infoPage: 'Tietoa',
    notFound: 'Sivua ei löytynyt',
  },
  shell: {
    titleWithSite: '{title} | {siteName}',
    comingSoon: 'Tämä osa sivustoa on tulossa pian. Käy katsomassa myöhemmin uudelleen.',
    skipToContent: 'Siirry sisältöön',
  },
  topBar: {
    logoLabel: '{siteName} – etusivu',
    back: 'Takaisin',
    mainNav: 'Päävalikko',
    search: 'Hae jäseniä',
    messages: 'Viestit',
    likes: 'Tykkäykset',
    unreadLabel: '{count} {{lukematon viesti|lukematonta viestiä}}',
    newLikesLabel: '{count} {{uusi tykkäys|uutta tykkäystä}}',
    credits: 'Krediitit',
    creditsBalance: '{count} {{krediitti|krediittiä}}',
    lowCreditsLabel: 'Vain {count} {{krediitti|krediittiä}} jäljellä',
    getPremium: 'Hanki Premium',
    login: 'Kirjaudu',
    signup: 'Rekisteröidy',
    accountMenu: '{name}, tilivalikko',
    myProfile: 'Oma profiili',
    settings: 'Asetukset',
    logout: 'Kirjaudu ulos',
    logoutFailed: 'Olet yhä kirjautuneena sisään.',
    continueSignup: 'Jatka rekisteröitymistä',
    menuLoadFailed: 'Valikkoa ei voitu avata. Tarkista yhteys ja yritä uudelleen.',
    memberChromeFailed: 'Linkkejäsi ja tilivalikkoa ei voitu ladata. Tarkista yhteys ja yritä uudelleen.',
    memberChromeRetry: 'Yritä uudelleen',
    // Short labels of the phone's bottom tab bar, where five tabs share 360 px.
    tabSearch: 'Haku',
    tabPremium: 'Premium',
    tabProfile: 'Profiili',
  },
  footer: {
    about: 'Tietoa palvelusta {siteName}',
    join: 'Liity',
    member: 'Oma tili',
    help: 'Ohjeet',
    legal: 'Lakiasiat',
    faq: 'UKK',
    service: 'Asiakaspalvelu',
    complaints: 'Valitukset',
    returns: 'Palautukset ja hyvitykset',
    terms: 'Käyttöehdot',
    privacy: 'Tietosuojaseloste',
    cookies: 'Evästekäytäntö',
    ban: 'Käyttökielto',
    pricing: 'Hinnat',
    usTitle: '18 U.S.C. 2257 -ilmoitus',
    usStatement:
      'Kaikki henkilöt, jotka esiintyvät millään tämän verkkosivuston kuvallisella esityksellä, olivat vähintään 18-vuotiaita esityksen tekohetkellä. Säännöksen 18 U.S.C. 2257 edellyttämiä asiakirjoja säilyttää asiakirjoista vastaava henkilö alla olevassa osoitteessa.',
    adultsOnly: 'Tämä sivusto on tarkoitettu vain täysi-ikäisille (18+).',
    copyright: '© {year} {company}, {address}',
  },
  entryWarning: {
    title: 'Vain täysi-ikäisille',
    adultContent:
      '{siteName} on aikuisten deitti- ja chattipalvelu. Se sisältää seksuaalisesti avointa materiaalia, joka sopii vain vähintään 18-vuotiaille.',
    confirmAge:
      'Jatkamalla vahvistat, että olet vähintään 18-vuotias ja että aikuisille tarkoitetun materiaalin katsominen on laillista siellä, missä olet.',
    agreePrefix: 'Hyväksyt myös',
    enter: 'Olen vähintään 18-vuotias – siirry sivustolle',
    leave: 'Poistu',
    yieldedLabel: 'Sisäänkäyntivaroitus',
    yieldedNote:
      'Et ole vielä siirtynyt sivustolle {siteName}. Lue tämä sivu ja palaa sitten takaisin siirtyäksesi sivustolle.',
    backToWarning: 'Takaisin varoitukseen',
  },
  signupEntry: {
    title: 'Rekisteröidy',
    haveAccount: 'Oletko jo jäsen?',
  },
  activationReminder: {
    title: 'Vahvista sähköpostiosoitteesi.',
    text: 'Lähetimme linkin osoitteeseen {email}. Muut jäsenet eivät voi vastata sinulle ennen kuin olet käyttänyt sen.',
    resend: 'Lähetä sähköposti uudelleen',
    sent: 'Lähetimme sinulle uuden sähköpostin.',
  },
  signupResume: {
    title: 'Rekisteröitymisesi on kesken.',
    text: 'Muutama vaihe on vielä jäljellä; voit jatkaa siitä, mihin jäit.',
    action: 'Jatka rekisteröitymistä',
  },
  newLike: {
    title: 'Joku tykkää sinusta!',
    photoLabel: 'Avaa sinusta tykänneen jäsenen profiili',
    text: 'Sano hei ja aloita keskustelu.',
    startChat: 'Aloita keskustelu',
  },
  pages: {
    updated: 'Päivitetty viimeksi {date}',
  },
  apiErrors: {
    authentication_required: 'Sinun täytyy kirjautua sisään tehdäksesi tämän',
    validation: 'Tarkista korostetut kentät',
    not_found: 'Tätä ei löytynyt',
    forbidden: 'Sinulla ei ole oikeutta tehdä tätä',
    login_failed: 'Kirjautuminen epäonnistui, yritä uudelleen',
    login_blocked: 'Liian monta virheellistä yritystä, tili lukittu {minutes} min ajaksi',
    email_taken: 'Tällä sähköpostiosoitteella on jo tili tällä sivustolla',
    account_pending_deletion:
      'Tätä tiliä ollaan poistamassa. Aktivoi se uudelleen linkistä, jonka lähetämme sinulle sähköpostitse, tai ota yhteyttä asiakaspalveluun.',
    invite_only: 'Tälle sivustolle voi rekisteröityä vain kutsusta',
    signup_closed: 'Rekisteröityminen ei ole juuri nyt mahdollista',
    not_confirmed: 'Tämä jäsen ei ole vielä vahvistanut sähköpostiosoitettaan, joten et voi vastata',
    activation_failed:
      'Aktivointi epäonnistui. Linkki on ehkä vanhentunut tai jo käytetty: pyydä uusi aktivointiviesti tai ota yhteyttä asiakaspalveluun.',
    reactivation_expired: 'Tätä tiliä ei voi enää aktivoida uudelleen: 14 päivän määräaika on umpeutunut',
    reset_email_not_found: 'Sähköpostiosoitetta ei löytynyt',
    reset_link_invalid: 'Linkki on vanhentunut tai virheellinen, pyydä uusi sähköposti',
    reset_too_many: 'Salasanan palautusviestejä on lähetetty liian monta, yritä huomenna uudelleen',
    mail_change_link_invalid: 'Linkki on vanhentunut tai virheellinen, pyydä uusi sähköposti',
    old_password_wrong: 'Vanha salasanasi on väärä',
    password_wrong: 'Väärä salasana, yritä uudelleen',
    insufficient_credits: 'Sinulla ei ole tarpeeksi krediittejä. Osta krediittejä jatkaaksesi.',
    premium_only: 'Tämä ominaisuus on vain Premium-jäsenille',
    conversation_limit:
      'Ilmaisjäsenet voivat aloittaa enintään 2 keskustelua. Hanki Premium, niin voit chatata useampien jäsenten kanssa.',
    photo_limit: 'Olet saavuttanut kuvien enimmäismäärän',
    swipe_limit: 'Olet käyttänyt tämän päivän tykkäykset. Palaa huomenna!',
    blocked_by_member: '{name} on estänyt sinut',
    member_invisible: 'Tähän jäseneen ei saa juuri nyt yhteyttä',
    message_too_long: 'Viestisi on liian pitkä',
    code_not_found: 'Koodia ei löytynyt',
    code_used: 'Koodi on jo käytetty',
    code_expired: 'Tämä koodi on vanhentunut',
    code_minimum_order: 'Tämä koodi on voimassa vain suuremmissa tilauksissa',
    direct_debit_blocked: 'Suoraveloitus on estetty tililtäsi',
    direct_debit_limit:
      'Suoraveloituksen raja on täynnä. Yritä myöhemmin uudelleen tai valitse edullisempi paketti tai toinen maksutapa.',
    sms_code_invalid: 'Virheellinen koodi',
    payment_failed: 'Maksu epäonnistui. Kokeile toista maksutapaa.',
    payment_method_unavailable: 'Tämä maksutapa ei ole käytettävissä. Valitse toinen.',
    no_previous_order: 'Aiempaa tilausta, jonka voisi toistaa, ei ole',
    already_reported: 'Olet jo ilmoittanut tästä jäsenestä',
    rate_limited: 'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
    not_implemented: 'Tapahtui virhe',
    server_error: 'Tapahtui virhe, yritä myöhemmin uudelleen',
    network: 'Ei yhteyttä. Tarkista internetyhteytesi ja yritä uudelleen.',
    unknown: 'Tapahtui virhe',
  },
  errorPage: {
    defaultMessage: 'Virhe',
    notFound: 'Sivua ei löytynyt',
    backHome: 'Takaisin etusivulle',
    status: 'Virhe {status}',
    generic: 'Tapahtui virhe, yritä myöhemmin uudelleen',
    reloading: 'Sivua ladataan uudelleen…',
    failedTitle: 'Virhesivun näyttämisessä tapahtui virhe',
    details: 'Virheen tiedot',
    goHome: 'Palaa etusivulle',
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
    close: 'Sulje',
    dismiss: 'Piilota',
  },
  status: {
    region: 'Sivun tila',
    offline: 'Et ole verkossa. Tarkista yhteytesi.',
    backOnline: 'Olet taas verkossa.',
    loadingPage: 'Sivua ladataan',
  },
} satisfies Translation;

export default fi;
