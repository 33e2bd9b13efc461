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

const de = {
  common: {
    loading: 'Wird geladen…',
    loadFailed: 'Ein Fehler ist aufgetreten, bitte versuche es später noch einmal',
  },
  language: {
    label: 'Sprache',
    menu: 'Sprache: {language}',
    choose: 'Wähle die Sprache der Website.',
    saveFailed:
      'Die Sprache wurde hier geändert, konnte aber nicht in deinem Konto gespeichert werden. Bitte versuche es später noch einmal.',
  },
  home: {
    intro: 'Chatte, flirte und finde dein Match – registriere dich in einer Minute kostenlos.',
    signup: 'Kostenlos registrieren',
  },
  routes: {
    index: 'Triff Singles in deiner Nähe',
    members: 'Mitglieder suchen',
    member: 'Mitgliedsprofil',
    chat: 'Chat',
    landing: 'Lerne noch heute Abend jemanden kennen',
    signup: 'Registrieren',
    chats: 'Nachrichten',
    likes: 'Likes',
    credits: 'Credits kaufen',
    repeatOrder: 'Letzte Bestellung wiederholen',
    payment: 'Zahlung',
    directDebit: 'Lastschrift',
    premium: 'Premium-Mitgliedschaft',
    pricing: 'Preise',
    profile: 'Mein Profil',
    notifications: 'Einstellungen',
    complaints: 'Beschwerden',
    langConfig: 'Sprache',
    login: 'Einloggen',
    signupMatches: 'Deine Matches',
    completeSignup: 'Bestätige deine E-Mail-Adresse',
    swipeGame: 'Swipe-Spiel',
    accountDeleted: 'Konto gelöscht',
    activateDone: 'Konto aktiviert',
    activateError: 'Aktivierung fehlgeschlagen',
    resetPassword: 'Passwort zurücksetzen',
    mailChange: 'E-Mail-Adresse ändern',
    transactions: 'Transaktionen',
    infoPage: 'Informationen',
    notFound: 'Seite nicht gefunden',
  },
  shell: {
    titleWithSite: '{title} | {siteName}',
    comingSoon: 'Dieser Bereich der Website ist bald verfügbar. Schau später noch einmal vorbei.',
    skipToContent: 'Zum Inhalt springen',
  },
  topBar: {
    logoLabel: 'Startseite von {siteName}',
    back: 'Zurück',
    mainNav: 'Hauptmenü',
    search: 'Mitglieder suchen',
    messages: 'Nachrichten',
    likes: 'Likes',
    unreadLabel: '{count} ungelesene {{Nachricht|Nachrichten}}',
    newLikesLabel: '{count} {{neues Like|neue Likes}}',
    credits: 'Credits',
    creditsBalance: '{count} {{Credit|Credits}}',
    lowCreditsLabel: 'Nur noch {count} {{Credit|Credits}} übrig',
    getPremium: 'Premium holen',
    login: 'Einloggen',
    signup: 'Registrieren',
    accountMenu: '{name}, Kontomenü',
    myProfile: 'Mein Profil',
    settings: 'Einstellungen',
    logout: 'Ausloggen',
    logoutFailed: 'Du bist noch eingeloggt.',
    continueSignup: 'Registrierung fortsetzen',
    menuLoadFailed:
      'Das Menü konnte nicht geöffnet werden. Bitte prüfe deine Verbindung und versuche es erneut.',
    memberChromeFailed:
      'Deine Links und dein Kontomenü konnten nicht geladen werden. Bitte prüfe deine Verbindung und versuche es erneut.',
    memberChromeRetry: 'Erneut versuchen',
    // Short labels of the phone's bottom tab bar, where five tabs share 360 px.
    tabSearch: 'Suchen',
    tabPremium: 'Premium',
    tabProfile: 'Profil',
  },
  footer: {
    about: 'Über {siteName}',
    join: 'Mitglied werden',
    member: 'Dein Konto',
    help: 'Hilfe',
    legal: 'Rechtliches',
    faq: 'FAQ',
    service: 'Kundenservice',
    complaints: 'Beschwerden',
    returns: 'Rückgabe und Erstattung',
    terms: 'AGB',
    privacy: 'Datenschutzerklärung',
    cookies: 'Cookie-Richtlinie',
    ban: 'Zugangssperre',
    pricing: 'Preise',
    usTitle: 'Erklärung gemäß 18 U.S.C. 2257',
    usStatement:
      'Alle Personen, die in bildlichen Darstellungen auf dieser Website zu sehen sind, waren zum Zeitpunkt der Aufnahme 18 Jahre oder älter. Die nach 18 U.S.C. 2257 vorgeschriebenen Unterlagen werden von der für ihre Aufbewahrung verantwortlichen Person unter der unten angegebenen Adresse aufbewahrt.',
    adultsOnly: 'Diese Website ist nur für Erwachsene (18+).',
    copyright: '© {year} {company}, {address}',
  },
  entryWarning: {
    title: 'Nur für Erwachsene',
    adultContent:
      '{siteName} ist eine Dating- und Chat-Website für Erwachsene. Sie enthält sexuell explizite Inhalte, die nur für Personen ab 18 Jahren geeignet sind.',
    confirmAge:
      'Mit dem Eintreten bestätigst du, dass du mindestens 18 Jahre alt bist und dass das Ansehen von Inhalten für Erwachsene dort, wo du dich befindest, legal ist.',
    agreePrefix: 'Außerdem akzeptierst du unsere',
    enter: 'Ich bin 18 oder älter – eintreten',
    leave: 'Verlassen',
    yieldedLabel: 'Hinweis beim Eintreten',
    yieldedNote:
      'Du hast {siteName} noch nicht betreten. Lies diese Seite und geh dann zurück, um einzutreten.',
    backToWarning: 'Zurück zum Hinweis',
  },
  signupEntry: {
    title: 'Registrieren',
    haveAccount: 'Schon Mitglied?',
  },
  activationReminder: {
    title: 'Bestätige deine E-Mail-Adresse.',
    text: 'Wir haben einen Link an {email} geschickt. Solange du ihn nicht benutzt hast, können dir andere Mitglieder nicht antworten.',
    resend: 'E-Mail erneut senden',
    sent: 'Wir haben dir eine neue E-Mail geschickt.',
  },
  signupResume: {
    title: 'Deine Registrierung ist noch nicht abgeschlossen.',
    text: 'Es fehlen noch ein paar Schritte; du kannst dort weitermachen, wo du aufgehört hast.',
    action: 'Registrierung fortsetzen',
  },
  newLike: {
    title: 'Jemand mag dich!',
    photoLabel: 'Profil des Mitglieds öffnen, dem du gefällst',
    text: 'Sag Hallo und beginne ein Gespräch.',
    startChat: 'Gespräch beginnen',
  },
  pages: {
    updated: 'Zuletzt aktualisiert: {date}',
  },
  apiErrors: {
    authentication_required: 'Dafür musst du eingeloggt sein',
    validation: 'Bitte überprüfe die markierten Felder',
    not_found: 'Das wurde nicht gefunden',
    forbidden: 'Das darfst du nicht',
    login_failed: 'Einloggen fehlgeschlagen, bitte versuche es noch einmal',
    login_blocked: 'Zu viele Fehlversuche, Konto für {minutes} Min. gesperrt',
    email_taken: 'Für diese E-Mail-Adresse gibt es auf dieser Website bereits ein Konto',
    account_pending_deletion:
      'Dieses Konto wird gerade gelöscht. Reaktiviere es über den Link, den wir dir per E-Mail schicken, oder wende dich an den Kundenservice.',
    invite_only: 'Die Registrierung auf dieser Website ist nur mit Einladung möglich',
    signup_closed: 'Eine Registrierung ist derzeit nicht möglich',
    not_confirmed:
      'Dieses Mitglied hat seine E-Mail-Adresse noch nicht bestätigt, deshalb kannst du nicht antworten',
    activation_failed:
      'Aktivierung fehlgeschlagen. Der Link ist möglicherweise abgelaufen oder wurde bereits benutzt: Fordere eine neue Aktivierungs-E-Mail an oder wende dich an den Kundenservice.',
    reactivation_expired: 'Dieses Konto kann nicht mehr reaktiviert werden: Die 14 Tage sind abgelaufen',
    reset_email_not_found: 'E-Mail-Adresse nicht gefunden',
    reset_link_invalid: 'Link abgelaufen oder ungültig, fordere eine neue E-Mail an',
    reset_too_many:
      'Zu viele E-Mails zum Zurücksetzen des Passworts gesendet, bitte versuche es morgen noch einmal',
    mail_change_link_invalid: 'Link abgelaufen oder ungültig, fordere eine neue E-Mail an',
    old_password_wrong: 'Dein altes Passwort ist falsch',
    password_wrong: 'Falsches Passwort, bitte versuche es noch einmal',
    insufficient_credits: 'Du hast nicht genug Credits. Kaufe Credits, um weiterzumachen.',
    premium_only: 'Diese Funktion gibt es nur für Premium-Mitglieder',
    conversation_limit:
      'Kostenlose Mitglieder können bis zu 2 Gespräche beginnen. Hol dir Premium, um mit mehr Mitgliedern zu chatten.',
    photo_limit: 'Du hast die maximale Anzahl an Fotos erreicht',
    swipe_limit: 'Du hast deine Likes für heute aufgebraucht. Komm morgen wieder!',
    blocked_by_member: '{name} hat dich blockiert',
    member_invisible: 'Dieses Mitglied ist gerade nicht erreichbar',
    message_too_long: 'Deine Nachricht ist zu lang',
    code_not_found: 'Code nicht gefunden',
    code_used: 'Code wurde bereits verwendet',
    code_expired: 'Dieser Code ist abgelaufen',
    code_minimum_order: 'Dieser Code gilt nur für eine größere Bestellung',
    direct_debit_blocked: 'Dein Konto ist für Lastschriften gesperrt',
    direct_debit_limit:
      'Lastschriftlimit erreicht. Versuche es später noch einmal oder wähle ein günstigeres Paket oder eine andere Zahlungsart.',
    sms_code_invalid: 'Ungültiger Code',
    payment_failed: 'Die Zahlung ist fehlgeschlagen. Bitte versuche es mit einer anderen Zahlungsart.',
    payment_method_unavailable: 'Diese Zahlungsart ist nicht verfügbar. Bitte wähle eine andere.',
    no_previous_order: 'Es gibt keine frühere Bestellung, die wiederholt werden könnte',
    already_reported: 'Du hast dieses Mitglied bereits gemeldet',
    rate_limited: 'Zu viele Versuche. Bitte warte einen Moment und versuche es dann noch einmal.',
    not_implemented: 'Ein Fehler ist aufgetreten',
    server_error: 'Ein Fehler ist aufgetreten, bitte versuche es später noch einmal',
    network: 'Keine Verbindung. Überprüfe deine Internetverbindung und versuche es noch einmal.',
    unknown: 'Ein Fehler ist aufgetreten',
  },
  errorPage: {
    defaultMessage: 'Fehler',
    notFound: 'Seite nicht gefunden',
    backHome: 'Zurück zur Startseite',
    status: 'Fehler {status}',
    generic: 'Ein Fehler ist aufgetreten, bitte versuche es später noch einmal',
    reloading: 'Seite wird neu geladen…',
    failedTitle: 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten',
    details: 'Fehlerdetails',
    goHome: 'Zur Startseite',
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
    close: 'Schließen',
    dismiss: 'Ausblenden',
  },
  status: {
    region: 'Seitenstatus',
    offline: 'Du bist offline. Überprüfe deine Verbindung.',
    backOnline: 'Du bist wieder online.',
    loadingPage: 'Seite wird geladen',
  },
} satisfies Translation;

export default de;
