import type { Translation } from '../i18n-types';

export const signup = {
  title: 'Registrera dig',
  formLabel: 'Skapa ditt konto',
  username: 'Användarnamn',
  usernameHelp: 'Visas på din profil. {min} till {max} tecken.',
  passwordHelp: 'Minst {min} tecken.',
  dateOfBirth: 'Födelsedatum',
  day: 'Dag',
  month: 'Månad',
  chooseMonth: 'Välj',
  year: 'År',
  signupMessage: 'Varför registrerar du dig? (valfritt)',
  inviteCode: 'Inbjudningskod',
  inviteOnlyNote:
    'Det går bara att registrera sig på den här webbplatsen via inbjudan. Ange koden från din inbjudan för att skapa ditt konto.',
  submit: 'Skapa konto',
  logIn: 'Logga in',
  emailTakenOffer: 'Är det här ditt konto?',
  closedTitle: 'Det går inte att registrera sig just nu',
  closedText:
    'Nya medlemmar kan registrera sig på den här webbplatsen när de kommer via någon av våra partnersajter. Redan medlem?',
  steps: 'Din profil',
} satisfies Translation['signup'];
