import type { Translation } from '../i18n-types';

export const memberLanding = {
  nameAndAge: '{name}, {age}',
  photoAlt: 'Photo de {name}',
  noPhoto: '{name} n’a pas encore ajouté de photo',
  online: 'En ligne maintenant',
  lineFallback: '{name} est nouveau ici et espère avoir de vos nouvelles.',
  cta: 'Inscrivez-vous gratuitement pour écrire à {name}',
  ctaNote: 'Inscription gratuite. Cela prend environ une minute.',
  haveAccount: 'Déjà membre ?',
  login: 'Se connecter',
  loadFailed: 'Le profil n’a pas pu être chargé.',
  retry: 'Réessayer',
  one: {
    kicker: '{name} attend un premier message',
  },
  two: {
    title: 'Dites bonjour à {name}',
    stepsTitle: 'Comment ça marche',
    stepSignup: 'Créez votre compte gratuit',
    stepWrite: 'Écrivez votre premier message à {name}',
    stepChat: 'Discutez quand cela vous convient',
  },
  three: {
    badge: 'Profil du jour',
    title: '{name} pourrait-il être votre match ?',
    aboutTitle: '{name} en quelques mots',
    more: 'D’autres membres à rencontrer',
  },
  signup: {
    title: 'Inscrivez-vous pour écrire à {name}',
    intro: 'Une fois terminé, vous arrivez directement sur le profil de {name}, prêt à écrire.',
  },
} satisfies Translation['memberLanding'];
