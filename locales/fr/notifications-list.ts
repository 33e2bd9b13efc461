import type { Translation } from '../i18n-types';

export const notificationsList = {
  heading: 'Tes notifications',
  unreadLabel: '{count} {{nouvelle notification|nouvelles notifications}}',
  unread: 'Non lue :',
  photoAlt: 'Photo de {name}',
  named: {
    new_conversations: '{name} a commencé une conversation avec toi',
    new_messages: '{name} t’a envoyé un nouveau message',
    likes: '{name} a aimé ton profil',
    unread_reminders: '{name} attend ta réponse',
    new_members: '{name} vient d’arriver – dis bonjour',
    reminders: 'Tu te souviens de {name} ? Reprends là où vous en étiez',
  },
  anonymous: {
    new_conversations: 'Quelqu’un a commencé une conversation avec toi',
    new_messages: 'Tu as un nouveau message',
    likes: 'Quelqu’un a aimé ton profil',
    unread_reminders: 'Des messages attendent ta réponse',
    new_members: 'De nouveaux membres sont arrivés',
    reminders: 'Regarde qui est en ligne aujourd’hui',
    news: 'Des nouvelles de notre part',
    promotions: 'Une nouvelle offre pour toi',
  },
  loadFailed: 'Tes notifications n’ont pas pu être chargées.',
  moreFailed: 'Les notifications suivantes n’ont pas pu être chargées.',
  retry: 'Réessayer',
  empty: 'Pas encore de notifications – quand quelqu’un aime ton profil ou t’écrit, tu le verras ici.',
  emptyAction: 'Chercher des membres',
  shown: '{shown} sur {total} affichées',
  showMore: 'Afficher plus',
} satisfies Translation['notificationsList'];
