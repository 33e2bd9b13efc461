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

const pl = {
  common: {
    loading: 'Ładowanie…',
    loadFailed: 'Wystąpił błąd, spróbuj ponownie później',
  },
  language: {
    label: 'Język',
    menu: 'Język: {language}',
    choose: 'Wybierz język serwisu.',
    saveFailed:
      'Język został tu zmieniony, ale nie udało się zapisać go na Twoim koncie. Spróbuj ponownie później.',
  },
  home: {
    intro: 'Czatuj, flirtuj i znajdź swoją drugą połówkę – zarejestruj się za darmo w minutę.',
    signup: 'Zarejestruj się za darmo',
  },
  routes: {
    index: 'Poznaj singli z Twojej okolicy',
    members: 'Szukaj użytkowników',
    member: 'Profil użytkownika',
    chat: 'Czat',
    landing: 'Poznaj kogoś jeszcze dziś wieczorem',
    signup: 'Rejestracja',
    chats: 'Wiadomości',
    likes: 'Polubienia',
    credits: 'Kup kredyty',
    repeatOrder: 'Powtórz ostatnie zamówienie',
    payment: 'Płatność',
    directDebit: 'Polecenie zapłaty',
    premium: 'Konto Premium',
    pricing: 'Cennik',
    profile: 'Mój profil',
    notifications: 'Ustawienia',
    complaints: 'Reklamacje',
    langConfig: 'Język',
    login: 'Logowanie',
    signupMatches: 'Twoje dopasowania',
    completeSignup: 'Potwierdź swój adres e-mail',
    swipeGame: 'Gra w przesuwanie',
    accountDeleted: 'Konto usunięte',
    activateDone: 'Konto aktywowane',
    activateError: 'Aktywacja nie powiodła się',
    resetPassword: 'Resetowanie hasła',
    mailChange: 'Zmiana adresu e-mail',
    transactions: 'Transakcje',
    infoPage: 'Informacje',
    notFound: 'Nie znaleziono strony',
  },
  shell: {
    titleWithSite: '{title} | {siteName}',
    comingSoon: 'Ta część serwisu będzie dostępna wkrótce. Zajrzyj tu później.',
    skipToContent: 'Przejdź do treści',
  },
  topBar: {
    logoLabel: '{siteName} – strona główna',
    back: 'Wstecz',
    mainNav: 'Menu główne',
    search: 'Szukaj użytkowników',
    messages: 'Wiadomości',
    likes: 'Polubienia',
    unreadLabel:
      '{count} {{|nieprzeczytana wiadomość||nieprzeczytane wiadomości|nieprzeczytanych wiadomości|nieprzeczytanej wiadomości}}',
    newLikesLabel: '{count} {{|nowe polubienie||nowe polubienia|nowych polubień|nowego polubienia}}',
    credits: 'Kredyty',
    creditsBalance: '{count} {{|kredyt||kredyty|kredytów|kredytu}}',
    lowCreditsLabel: 'Masz już tylko {count} {{|kredyt||kredyty|kredytów|kredytu}}',
    getPremium: 'Zdobądź Premium',
    login: 'Zaloguj się',
    signup: 'Zarejestruj się',
    accountMenu: '{name}, menu konta',
    myProfile: 'Mój profil',
    settings: 'Ustawienia',
    logout: 'Wyloguj się',
    logoutFailed: 'Wylogowanie nie powiodło się – sesja jest nadal aktywna.',
    continueSignup: 'Dokończ rejestrację',
    menuLoadFailed: 'Nie udało się otworzyć menu. Sprawdź połączenie i spróbuj ponownie.',
    memberChromeFailed:
      'Nie udało się wczytać Twoich linków i menu konta. Sprawdź połączenie i spróbuj ponownie.',
    memberChromeRetry: 'Spróbuj ponownie',
    // Short labels of the phone's bottom tab bar, where five tabs share 360 px.
    tabSearch: 'Szukaj',
    tabPremium: 'Premium',
    tabProfile: 'Profil',
  },
  footer: {
    about: 'O serwisie {siteName}',
    join: 'Dołącz',
    member: 'Twoje konto',
    help: 'Pomoc',
    legal: 'Informacje prawne',
    faq: 'FAQ',
    service: 'Obsługa klienta',
    complaints: 'Reklamacje',
    returns: 'Zwroty i refundacje',
    terms: 'Regulamin',
    privacy: 'Polityka prywatności',
    cookies: 'Polityka plików cookie',
    ban: 'Blokada dostępu',
    pricing: 'Cennik',
    usTitle: 'Oświadczenie zgodnie z 18 U.S.C. 2257',
    usStatement:
      'Wszystkie osoby widoczne na jakichkolwiek materiałach wizualnych w tym serwisie miały ukończone 18 lat w chwili ich utrwalenia. Dokumentacja wymagana przez 18 U.S.C. 2257 jest przechowywana przez osobę odpowiedzialną za jej prowadzenie pod adresem podanym poniżej.',
    adultsOnly: 'Ten serwis jest przeznaczony wyłącznie dla osób pełnoletnich (18+).',
    copyright: '© {year} {company}, {address}',
  },
  entryWarning: {
    title: 'Tylko dla dorosłych',
    adultContent:
      '{siteName} to serwis randkowy i czat dla dorosłych. Zawiera treści o charakterze jednoznacznie seksualnym, przeznaczone wyłącznie dla osób, które ukończyły 18 lat.',
    confirmAge:
      'Wchodząc, potwierdzasz, że masz co najmniej 18 lat i że oglądanie treści dla dorosłych jest legalne w miejscu, w którym się znajdujesz.',
    agreePrefix: 'Akceptujesz również nasz',
    enter: 'Mam ukończone 18 lat – wchodzę',
    leave: 'Wyjdź',
    yieldedLabel: 'Ostrzeżenie przy wejściu',
    yieldedNote: 'Nie wszedłeś jeszcze do serwisu {siteName}. Przeczytaj tę stronę, a potem wróć, aby wejść.',
    backToWarning: 'Wróć do ostrzeżenia',
  },
  signupEntry: {
    title: 'Rejestracja',
    haveAccount: 'Masz już konto?',
  },
  activationReminder: {
    title: 'Potwierdź swój adres e-mail.',
    text: 'Wysłaliśmy link na adres {email}. Dopóki go nie użyjesz, inni użytkownicy nie mogą Ci odpowiadać.',
    resend: 'Wyślij e-mail ponownie',
    sent: 'Wysłaliśmy Ci nowy e-mail.',
  },
  signupResume: {
    title: 'Twoja rejestracja nie jest zakończona.',
    text: 'Zostało jeszcze kilka kroków; możesz wrócić do nich w dowolnej chwili.',
    action: 'Dokończ rejestrację',
  },
  newLike: {
    title: 'Ktoś Cię polubił!',
    photoLabel: 'Otwórz profil osoby, która Cię polubiła',
    text: 'Przywitaj się i zacznij rozmowę.',
    startChat: 'Zacznij rozmowę',
  },
  pages: {
    updated: 'Ostatnia aktualizacja: {date}',
  },
  apiErrors: {
    authentication_required: 'Zaloguj się, aby to zrobić',
    validation: 'Sprawdź zaznaczone pola',
    not_found: 'Nie znaleziono',
    forbidden: 'Nie masz uprawnień, aby to zrobić',
    login_failed: 'Logowanie nie powiodło się, spróbuj ponownie',
    login_blocked: 'Zbyt wiele nieudanych prób, konto zablokowane na {minutes} min',
    email_taken: 'Do tego adresu e-mail jest już przypisane konto w tym serwisie',
    account_pending_deletion:
      'To konto jest w trakcie usuwania. Aktywuj je ponownie za pomocą linku, który wyślemy Ci e-mailem, lub skontaktuj się z obsługą klienta.',
    invite_only: 'Rejestracja w tym serwisie jest możliwa tylko z zaproszeniem',
    signup_closed: 'Rejestracja jest obecnie niemożliwa',
    not_confirmed:
      'Ten użytkownik nie potwierdził jeszcze swojego adresu e-mail, więc nie możesz mu odpowiedzieć',
    activation_failed:
      'Aktywacja nie powiodła się. Link mógł wygasnąć lub został już użyty: poproś o nowy e-mail aktywacyjny lub skontaktuj się z obsługą klienta.',
    reactivation_expired: 'Tego konta nie można już ponownie aktywować: minęło 14 dni',
    reset_email_not_found: 'Nie znaleziono adresu e-mail',
    reset_link_invalid: 'Link wygasł lub jest nieprawidłowy, poproś o nowy e-mail',
    reset_too_many: 'Wysłano zbyt wiele e-maili do resetowania hasła, spróbuj ponownie jutro',
    mail_change_link_invalid: 'Link wygasł lub jest nieprawidłowy, poproś o nowy e-mail',
    old_password_wrong: 'Stare hasło jest nieprawidłowe',
    password_wrong: 'Nieprawidłowe hasło, spróbuj ponownie',
    insufficient_credits: 'Nie masz wystarczającej liczby kredytów. Kup kredyty, aby kontynuować.',
    premium_only: 'Ta funkcja jest dostępna tylko dla użytkowników Premium',
    conversation_limit:
      'Użytkownicy z darmowym kontem mogą rozpocząć maksymalnie 2 rozmowy. Wybierz Premium, aby czatować z większą liczbą osób.',
    photo_limit: 'Osiągnięto maksymalną liczbę zdjęć',
    swipe_limit: 'Dzisiejsze polubienia już się skończyły. Wróć jutro!',
    blocked_by_member: '{name} blokuje kontakt z Tobą',
    member_invisible: 'Z tym użytkownikiem nie można się teraz skontaktować',
    message_too_long: 'Twoja wiadomość jest za długa',
    code_not_found: 'Nie znaleziono kodu',
    code_used: 'Kod został już wykorzystany',
    code_expired: 'Ten kod wygasł',
    code_minimum_order: 'Ten kod jest ważny tylko przy większym zamówieniu',
    direct_debit_blocked: 'Polecenie zapłaty jest zablokowane dla Twojego konta',
    direct_debit_limit:
      'Osiągnięto limit polecenia zapłaty. Spróbuj ponownie później, wybierz tańszy pakiet lub inną metodę płatności.',
    sms_code_invalid: 'Nieprawidłowy kod',
    payment_failed: 'Płatność nie powiodła się. Wybierz inną metodę płatności.',
    payment_method_unavailable: 'Ta metoda płatności jest niedostępna. Wybierz inną.',
    no_previous_order: 'Brak wcześniejszego zamówienia do powtórzenia',
    already_reported: 'Ten profil został już przez Ciebie zgłoszony',
    rate_limited: 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.',
    not_implemented: 'Wystąpił błąd',
    server_error: 'Wystąpił błąd, spróbuj ponownie później',
    network: 'Brak połączenia. Sprawdź połączenie z internetem i spróbuj ponownie.',
    unknown: 'Wystąpił błąd',
  },
  errorPage: {
    defaultMessage: 'Błąd',
    notFound: 'Nie znaleziono strony',
    backHome: 'Powrót do strony głównej',
    status: 'Błąd {status}',
    generic: 'Wystąpił błąd, spróbuj ponownie później',
    reloading: 'Ponowne ładowanie strony…',
    failedTitle: 'Podczas wyświetlania strony błędu wystąpił błąd',
    details: 'Szczegóły błędu',
    goHome: 'Wróć do strony głównej',
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
    close: 'Zamknij',
    dismiss: 'Ukryj',
  },
  status: {
    region: 'Stan strony',
    offline: 'Brak połączenia z internetem. Sprawdź połączenie.',
    backOnline: 'Połączenie zostało przywrócone.',
    loadingPage: 'Ładowanie strony',
  },
} satisfies Translation;

export default pl;
