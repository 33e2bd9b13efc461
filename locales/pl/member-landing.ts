import type { Translation } from '../i18n-types';

export const memberLanding = {
  nameAndAge: '{name}, {age}',
  photoAlt: 'Zdjęcie: {name}',
  noPhoto: '{name} nie dodał(a) jeszcze zdjęcia',
  online: 'Teraz online',
  lineFallback: '{name} jest tu nowy/nowa i czeka na wiadomość od Ciebie.',
  cta: 'Zarejestruj się za darmo i napisz do: {name}',
  ctaNote: 'Bezpłatna rejestracja. Zajmuje około minuty.',
  haveAccount: 'Masz już konto?',
  login: 'Zaloguj się',
  loadFailed: 'Nie udało się wczytać profilu.',
  retry: 'Spróbuj ponownie',
  one: {
    kicker: '{name} czeka na pierwszą wiadomość',
  },
  two: {
    title: 'Przywitaj się: {name}',
    stepsTitle: 'Jak to działa',
    stepSignup: 'Załóż darmowe konto',
    stepWrite: 'Napisz pierwszą wiadomość do: {name}',
    stepChat: 'Czatuj, kiedy chcesz',
  },
  three: {
    badge: 'Profil dnia',
    title: 'Czy {name} to Twoja para?',
    aboutTitle: '{name} własnymi słowami',
    more: 'Więcej osób, które możesz poznać',
  },
  signup: {
    title: 'Zarejestruj się, aby napisać do: {name}',
    intro: 'Po rejestracji od razu trafisz na profil: {name}, gotowy do pisania.',
  },
} satisfies Translation['memberLanding'];
