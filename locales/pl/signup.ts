import type { Translation } from '../i18n-types';

export const signup = {
  title: 'Rejestracja',
  formLabel: 'Załóż konto',
  username: 'Nazwa użytkownika',
  usernameHelp: 'Widoczna w Twoim profilu. Od {min} do {max} znaków.',
  passwordHelp: 'Co najmniej {min} {{|znak||znaki|znaków|znaku}}.',
  dateOfBirth: 'Data urodzenia',
  day: 'Dzień',
  month: 'Miesiąc',
  chooseMonth: 'Wybierz',
  year: 'Rok',
  signupMessage: 'Dlaczego się rejestrujesz? (opcjonalnie)',
  inviteCode: 'Kod zaproszenia',
  inviteOnlyNote:
    'Rejestracja w tym serwisie jest możliwa tylko z zaproszeniem. Wpisz kod z zaproszenia, aby założyć konto.',
  submit: 'Załóż konto',
  logIn: 'Zaloguj się',
  emailTakenOffer: 'Czy to Twoje konto?',
  closedTitle: 'Rejestracja jest obecnie zamknięta',
  closedText:
    'Nowi użytkownicy mogą zarejestrować się w tym serwisie, gdy trafią do niego przez jeden z naszych serwisów partnerskich. Masz już konto?',
  steps: 'Twój profil',
} satisfies Translation['signup'];
