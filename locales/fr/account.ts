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
  notificationPrefs: {
    heading: 'Notifications',
    intro: 'Choisis ce dont nous te prévenons par e-mail et par notification push.',
    pushHint: 'Les notifications push t’arrivent seulement sur les appareils où tu les as autorisées.',
    tableCaption: 'Préférences de notification',
    typeColumn: 'Notification',
    emailColumn: 'E-mail',
    pushColumn: 'Push',
    emailSwitch: 'E-mail : {type}',
    pushSwitch: 'Push : {type}',
    types: {
      new_conversations: 'Nouvelles conversations',
      new_messages: 'Nouveaux messages',
      likes: 'Likes',
      unread_reminders: 'Rappels de messages non lus',
      promotions: 'Offres et promotions',
      new_members: 'Nouveaux membres',
      news: 'Actualités',
      reminders: 'Rappels',
    },
    save: 'Enregistrer les préférences',
    saved: 'Enregistré. Tes préférences de notification sont à jour.',
    saveFailed:
      'Tes préférences n’ont pas été enregistrées. Tes choix sont toujours là, tu peux donc réessayer.',
    loadFailed:
      'Tes préférences de notification n’ont pas pu être chargées. Vérifie ta connexion et réessaie.',
    retry: 'Réessayer',
    mailStopped: {
      heading: 'Nous ne t’envoyons aucun e-mail pour le moment',
      bounce:
        'Les e-mails envoyés à {email} n’ont pas pu être distribués. Vérifie que l’adresse est correcte ou modifie-la plus haut, sous « Adresse e-mail » : dès que tu confirmes la nouvelle adresse, les e-mails reprennent.',
      fbl: 'Un de nos e-mails a été signalé comme spam dans ta boîte de réception. Pour recevoir à nouveau des e-mails, vérifie que ceux que tu veux sont activés ci-dessous et appuie sur « {save} ».',
      listunsubscribe:
        'Tu t’es désabonné(e) avec le lien d’un de nos e-mails. Pour recevoir à nouveau des e-mails, vérifie que ceux que tu veux sont activés ci-dessous et appuie sur « {save} ».',
    },
  },
  invisible: {
    heading: 'Mode invisible',
    label: 'Me cacher des autres membres',
    meaning:
      'Tant qu’il est activé, tu n’apparais ni dans les résultats de recherche ni dans les suggestions, et les autres membres ne peuvent pas t’envoyer un premier message, un like ou un cadeau. Les conversations que tu as déjà continuent comme avant.',
    on: 'Le mode invisible est activé. Les autres membres ne te trouvent plus.',
    off: 'Le mode invisible est désactivé. Les autres membres peuvent à nouveau te trouver et te contacter.',
    failed: 'Le mode invisible n’a pas été modifié.',
  },
} satisfies Translation['account'];
