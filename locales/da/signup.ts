import type { Translation } from '../i18n-types';

export const signup = {
  title: 'Tilmeld dig',
  formLabel: 'Opret din konto',
  username: 'Brugernavn',
  usernameHelp: 'Vises på din profil. {min} til {max} tegn.',
  passwordHelp: 'Mindst {min} tegn.',
  dateOfBirth: 'Fødselsdato',
  day: 'Dag',
  month: 'Måned',
  chooseMonth: 'Vælg',
  year: 'År',
  signupMessage: 'Hvorfor tilmelder du dig? (valgfrit)',
  inviteCode: 'Invitationskode',
  inviteOnlyNote:
    'Tilmelding på denne side kræver en invitation. Indtast koden fra din invitation for at oprette din konto.',
  submit: 'Opret konto',
  logIn: 'Log ind',
  emailTakenOffer: 'Er det din konto?',
  closedTitle: 'Det er ikke muligt at tilmelde sig lige nu',
  closedText:
    'Nye medlemmer kan tilmelde sig denne side, når de kommer via en af vores partnersider. Allerede medlem?',
  steps: 'Din profil',
} satisfies Translation['signup'];
