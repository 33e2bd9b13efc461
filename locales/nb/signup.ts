import type { Translation } from '../i18n-types';

export const signup = {
  title: 'Registrer deg',
  formLabel: 'Opprett kontoen din',
  username: 'Brukernavn',
  usernameHelp: 'Vises på profilen din. {min} til {max} tegn.',
  passwordHelp: 'Minst {min} tegn.',
  dateOfBirth: 'Fødselsdato',
  day: 'Dag',
  month: 'Måned',
  chooseMonth: 'Velg',
  year: 'År',
  signupMessage: 'Hvorfor registrerer du deg? (valgfritt)',
  inviteCode: 'Invitasjonskode',
  inviteOnlyNote:
    'Registrering på dette nettstedet krever invitasjon. Skriv inn koden fra invitasjonen din for å opprette kontoen din.',
  submit: 'Opprett konto',
  logIn: 'Logg inn',
  emailTakenOffer: 'Er dette kontoen din?',
  closedTitle: 'Det er ikke mulig å registrere seg akkurat nå',
  closedText:
    'Nye medlemmer kan registrere seg på dette nettstedet når de kommer via et av partnernettstedene våre. Allerede medlem?',
  steps: 'Profilen din',
} satisfies Translation['signup'];
