import type { Translation } from '../i18n-types';

/** What every campaign landing page under /landers shares (spec §2). */
export const landers = {
  loadFailed: 'Nie udało się wczytać tej strony.',
  retry: 'Spróbuj ponownie',
  signup: 'Zarejestruj się za darmo',
  ctaNote: 'Dołączenie jest darmowe i zajmuje minutę.',
  haveAccount: 'Masz już konto?',
  login: 'Zaloguj się',
  photoAlt: 'Zdjęcie: {name}',
  noPhoto: '{name} nie ma jeszcze zdjęcia',
  nameAge: '{name}, {age}',
  online: 'Teraz online',
} satisfies Translation['landers'];
