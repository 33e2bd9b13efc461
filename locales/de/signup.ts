import type { Translation } from '../i18n-types';

export const signup = {
  title: 'Registrieren',
  formLabel: 'Erstelle dein Konto',
  username: 'Benutzername',
  usernameHelp: 'Wird in deinem Profil angezeigt. {min} bis {max} Zeichen.',
  passwordHelp: 'Mindestens {min} Zeichen.',
  dateOfBirth: 'Geburtsdatum',
  day: 'Tag',
  month: 'Monat',
  chooseMonth: 'Auswählen',
  year: 'Jahr',
  signupMessage: 'Warum registrierst du dich? (optional)',
  inviteCode: 'Einladungscode',
  inviteOnlyNote:
    'Die Registrierung auf dieser Website ist nur mit Einladung möglich. Gib den Code aus deiner Einladung ein, um dein Konto zu erstellen.',
  submit: 'Konto erstellen',
  logIn: 'Einloggen',
  emailTakenOffer: 'Ist das dein Konto?',
  closedTitle: 'Eine Registrierung ist gerade nicht möglich',
  closedText:
    'Neue Mitglieder können sich auf dieser Website registrieren, wenn sie über eine unserer Partnerseiten kommen. Schon Mitglied?',
  steps: 'Dein Profil',
} satisfies Translation['signup'];
