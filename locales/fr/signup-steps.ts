import type { Translation } from '../i18n-types';

export const signupSteps = {
  title: 'Parle-nous de toi',
  next: 'Suivant',
  skip: 'Passer cette étape',
  stepOf: 'Étape {step} sur {total}',
  aboutTitle: 'À propos de toi',
  aboutWhy:
    'Quelques infos aident les membres à te trouver et à engager la conversation. Remplis ce que tu veux.',
  aboutGender: 'Sexe',
  aboutSexuality: 'Orientation sexuelle',
  aboutRelationshipStatus: 'Situation amoureuse',
  aboutBodyType: 'Silhouette',
  aboutHairColor: 'Couleur des cheveux',
  aboutEyeColor: 'Couleur des yeux',
  aboutTattoos: 'Tatouages',
  aboutChoose: 'Choisir…',
  aboutMe: 'À propos de moi',
  aboutMeHint: 'Texte simple : ce que tu aimes, ce que tu recherches.',
  aboutSave: 'Enregistrer et continuer',
  aboutGenders: { male: 'Homme', female: 'Femme' },
  aboutSexualities: { hetero: 'Hétéro', gay: 'Gay', lesbian: 'Lesbienne', bi: 'Bisexuel(le)' },
  aboutRelationshipStatuses: {
    single: 'Célibataire',
    divorced: 'Divorcé(e)',
    widowed: 'Veuf/veuve',
    separated: 'Séparé(e)',
    in_relationship: 'En couple',
    married: 'Marié(e)',
  },
  aboutBodyTypes: {
    slim: 'Mince',
    average: 'Moyenne',
    athletic: 'Athlétique',
    curvy: 'Quelques rondeurs',
    large: 'Ronde',
  },
  aboutHairColors: {
    blond: 'Blond',
    brown: 'Châtain',
    black: 'Noir',
    red: 'Roux',
    grey: 'Gris',
    bald: 'Chauve',
    other: 'Autre',
  },
  aboutEyeColors: {
    blue: 'Bleu',
    green: 'Vert',
    brown: 'Marron',
    grey: 'Gris',
    hazel: 'Noisette',
    other: 'Autre',
  },
  aboutTattooOptions: { none: 'Aucun', some: 'Quelques-uns', many: 'Beaucoup' },
  pushTitle: 'Reçois des notifications',
  pushWhy:
    "Active les notifications pour savoir tout de suite quand quelqu'un t'écrit ou t'envoie un like, même quand ce site est fermé. Tu peux les désactiver à tout moment dans tes paramètres.",
  pushTurnOn: 'Activer les notifications',
  pushAsking: 'En attente de ton navigateur…',
  pushOn:
    "Les notifications sont activées. Nous te préviendrons quand quelqu'un t'écrira ou t'enverra un like.",
  pushBlocked:
    'Les notifications sont bloquées dans ton navigateur. Pour les recevoir, autorise les notifications de ce site dans les paramètres de ton navigateur. Tu peux continuer sans elles.',
  pushDismissed:
    "Les notifications n'ont pas été activées. Tu pourras les activer plus tard dans tes paramètres.",
  pushUnsupported:
    'Ce navigateur ne peut pas afficher les notifications de ce site. Tu peux continuer sans elles.',
  pushFailed:
    "Impossible d'activer les notifications pour le moment. Tu pourras réessayer plus tard dans tes paramètres.",
  pushContinue: 'Continuer',
  completeTitle: 'Confirme ton adresse e-mail',
  completeSent:
    "Nous avons envoyé un lien de confirmation à {email}. Ouvre l'e-mail et clique sur le lien qu'il contient.",
  completeSentNoAddress:
    "Nous avons envoyé un lien de confirmation à ton adresse e-mail. Ouvre l'e-mail et clique sur le lien qu'il contient.",
  completeWhy:
    "Tant que tu n'as pas confirmé ton adresse, les autres membres ne peuvent pas répondre à tes messages.",
  completeNoMail: "Pas reçu d'e-mail ? Vérifie ton dossier de spams, ou renvoie-le.",
  completeConfirmed: 'Ton adresse e-mail {email} est confirmée. Les autres membres peuvent te répondre.',
  completeContinue: 'Continuer',
  completeSignupTitle: 'Termine ton inscription',
} satisfies Translation['signupSteps'];
