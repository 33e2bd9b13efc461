import type { Translation } from '../i18n-types';

export const notificationSettings = {
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
  push: {
    heading: 'Notifications push sur cet appareil',
    intro:
      'Une notification sur ce téléphone ou cet ordinateur quand quelqu’un t’écrit ou t’aime, même quand le site est fermé.',
    on: 'Les notifications push sont activées sur cet appareil.',
    off: 'Les notifications push sont désactivées sur cet appareil.',
    turnOn: 'Activer les notifications push',
    turnOff: 'Désactiver les notifications push',
    turnedOn: 'Les notifications push sont activées. Choisis ci-dessous ce dont elles te parlent.',
    turnedOff: 'Les notifications push sont désactivées sur cet appareil.',
    blocked:
      'Les notifications sont bloquées pour ce site dans ton navigateur. Autorise-les dans les réglages du site du navigateur, puis reviens ici.',
    dismissed: 'Ton navigateur n’a pas reçu de réponse. Appuie de nouveau sur le bouton quand tu es prêt·e.',
    unsupported:
      'Ce navigateur ne peut pas recevoir de notifications push. Les notifications par e-mail t’arrivent toujours.',
    installFirst:
      'Sur iPhone et iPad, les notifications push fonctionnent une fois le site sur ton écran d’accueil : touche Partager, puis « Sur l’écran d’accueil », et ouvre le site depuis là.',
    failed: 'Les notifications push n’ont pas pu être activées. Réessaie dans un instant.',
    offFailed: 'Les notifications push n’ont pas été désactivées.',
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
} satisfies Translation['notificationSettings'];
