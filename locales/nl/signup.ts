import type { Translation } from '../i18n-types';

export const signup = {
  title: 'Aanmelden',
  formLabel: 'Maak je account aan',
  username: 'Gebruikersnaam',
  usernameHelp: 'Zichtbaar op je profiel. {min} tot {max} tekens.',
  passwordHelp: 'Minstens {min} tekens.',
  dateOfBirth: 'Geboortedatum',
  day: 'Dag',
  month: 'Maand',
  chooseMonth: 'Kies',
  year: 'Jaar',
  signupMessage: 'Waarom meld je je aan? (optioneel)',
  inviteCode: 'Uitnodigingscode',
  inviteOnlyNote:
    'Aanmelden op deze site kan alleen op uitnodiging. Vul de code uit je uitnodiging in om je account aan te maken.',
  submit: 'Account aanmaken',
  logIn: 'Inloggen',
  emailTakenOffer: 'Is dit jouw account?',
  closedTitle: 'Aanmelden is op dit moment niet mogelijk',
  closedText:
    'Nieuwe leden kunnen zich op deze site aanmelden als ze via een van onze partnersites komen. Al lid?',
  steps: 'Jouw profiel',
} satisfies Translation['signup'];
