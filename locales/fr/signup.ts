import type { Translation } from '../i18n-types';

export const signup = {
  title: 'Inscription',
  formLabel: 'Crée ton compte',
  username: 'Pseudo',
  usernameHelp: 'Affiché sur ton profil. De {min} à {max} caractères.',
  passwordHelp: 'Au moins {min} caractères.',
  dateOfBirth: 'Date de naissance',
  day: 'Jour',
  month: 'Mois',
  chooseMonth: 'Choisir',
  year: 'Année',
  signupMessage: "Pourquoi t'inscris-tu ? (facultatif)",
  inviteCode: "Code d'invitation",
  inviteOnlyNote:
    "L'inscription sur ce site se fait uniquement sur invitation. Saisis le code figurant dans ton invitation pour créer ton compte.",
  submit: 'Créer mon compte',
  logIn: 'Connecte-toi',
  emailTakenOffer: "C'est ton compte ?",
  closedTitle: 'Les inscriptions sont fermées pour le moment',
  closedText:
    "Les nouveaux membres peuvent s'inscrire sur ce site lorsqu'ils arrivent par l'un de nos sites partenaires. Déjà membre ?",
  steps: 'Ton profil',
} satisfies Translation['signup'];
