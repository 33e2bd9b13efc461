import type { Translation } from '../i18n-types';

export const signup = {
  title: 'Iscriviti',
  formLabel: 'Crea il tuo account',
  username: 'Nome utente',
  usernameHelp: 'Visibile sul tuo profilo. Da {min} a {max} caratteri.',
  passwordHelp: 'Almeno {min} caratteri.',
  dateOfBirth: 'Data di nascita',
  day: 'Giorno',
  month: 'Mese',
  chooseMonth: 'Scegli',
  year: 'Anno',
  signupMessage: 'Perché ti iscrivi? (facoltativo)',
  inviteCode: 'Codice di invito',
  inviteOnlyNote:
    "L'iscrizione a questo sito è possibile solo su invito. Inserisci il codice del tuo invito per creare il tuo account.",
  submit: 'Crea account',
  logIn: 'Accedi',
  emailTakenOffer: 'È il tuo account?',
  closedTitle: 'Al momento le iscrizioni sono chiuse',
  closedText:
    'I nuovi membri possono iscriversi a questo sito arrivando da uno dei nostri siti partner. Sei già membro?',
  steps: 'Il tuo profilo',
} satisfies Translation['signup'];
