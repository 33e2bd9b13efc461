import type { Translation } from '../i18n-types';

export const profile = {
  summary: {
    completion: 'Votre profil est complet à {percent} %',
    viewAsOthers: 'Voir votre profil comme les autres le voient',
    noPhoto: 'Pas encore de photo',
  },
  sections: {
    photos: 'Photos',
    about: 'À propos de vous',
  },
  about: {
    intro: 'Les membres voient ces informations sur votre profil. Remplissez ce que vous voulez.',
    interests: "Centres d'intérêt",
    interestsHint: 'Choisissez ce que vous aimez : les membres qui partagent vos goûts le voient en premier.',
    interestsFailed: "Les centres d'intérêt n'ont pas pu être chargés.",
    signupReason: 'Pourquoi je suis ici',
    signupReasonHint: 'Texte simple : ce qui vous amène ici.',
    save: 'Enregistrer',
    saved: 'Votre profil est enregistré.',
    unchanged: "Rien à enregistrer : rien n'a changé.",
  },
} satisfies Translation['profile'];
