import type { Translation } from '../i18n-types';

export const signup = {
  title: 'Rekisteröidy',
  formLabel: 'Luo tili',
  username: 'Käyttäjänimi',
  usernameHelp: 'Näkyy profiilissasi. {min}–{max} merkkiä.',
  passwordHelp: 'Vähintään {min} {{merkki|merkkiä}}.',
  dateOfBirth: 'Syntymäaika',
  day: 'Päivä',
  month: 'Kuukausi',
  chooseMonth: 'Valitse',
  year: 'Vuosi',
  signupMessage: 'Miksi rekisteröidyt? (valinnainen)',
  inviteCode: 'Kutsukoodi',
  inviteOnlyNote:
    'Tälle sivustolle voi rekisteröityä vain kutsusta. Luo tilisi antamalla kutsussasi oleva koodi.',
  submit: 'Luo tili',
  logIn: 'Kirjaudu sisään',
  emailTakenOffer: 'Onko tämä sinun tilisi?',
  closedTitle: 'Rekisteröityminen ei ole juuri nyt avoinna',
  closedText:
    'Uudet jäsenet voivat rekisteröityä tälle sivustolle, kun he tulevat tänne jonkin kumppanisivustomme kautta. Oletko jo jäsen?',
  steps: 'Profiilisi',
} satisfies Translation['signup'];
