import type { Translation } from '../i18n-types';

export const account = {
  title: 'Compte',
  currentPassword: 'Mot de passe actuel',
  mailChange: {
    heading: 'Adresse e-mail',
    current: 'Ton adresse e-mail est {email}.',
    newEmail: 'Nouvelle adresse e-mail',
    passwordHint:
      "Nous te demandons ton mot de passe pour que personne d'autre ne puisse modifier ton adresse.",
    submit: "Modifier l'adresse e-mail",
    sameAsCurrent: "C'est déjà ton adresse e-mail",
    tooManyToday: "Tu as demandé trop de changements d'adresse e-mail aujourd'hui. Réessaie demain.",
    sent: "Nous avons envoyé un lien de confirmation à {email} ; ton adresse sera modifiée dès que tu l'utiliseras (valable 24 heures)",
  },
  passwordChange: {
    heading: 'Mot de passe',
    oldPassword: 'Ancien mot de passe',
    newPassword: 'Nouveau mot de passe',
    newPasswordHint: 'Au moins {min} caractères.',
    repeatPassword: 'Confirme le nouveau mot de passe',
    submit: 'Modifier le mot de passe',
    changed: 'Ton mot de passe a été modifié.',
  },
  mailChangeDone: {
    confirming: 'Confirmation de ta nouvelle adresse e-mail…',
    done: 'Ton adresse e-mail est désormais {email}',
    toSettings: 'Accéder à tes paramètres',
    requestNew: "Demande un nouveau changement d'adresse e-mail dans tes paramètres",
    retry: 'Réessayer',
  },
  sectionsLoad: {
    failed: "Tes paramètres n'ont pas pu être chargés. Vérifie ta connexion et réessaie.",
    retry: 'Réessayer',
  },
  blocked: {
    heading: 'Membres bloqués',
    intro:
      'Les membres que tu as bloqués ne peuvent ni voir ton profil ni te contacter, et tu ne les vois plus dans tes recherches.',
    empty: 'Tu n’as bloqué personne.',
    howTo: 'Pour bloquer un membre, ouvre son profil et choisis « Bloquer » dans le menu « Plus ».',
    photoAlt: 'Photo de {name}',
    nameAndAge: '{name}, {age} ans',
    unblock: 'Débloquer',
    unblocked: 'Tu as débloqué {name}.',
    unblockFailed: 'Impossible de débloquer {name}.',
    loadFailed: 'Tes membres bloqués n’ont pas pu être chargés. Vérifie ta connexion et réessaie.',
    retry: 'Réessayer',
  },
} satisfies Translation['account'];
