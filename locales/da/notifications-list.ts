import type { Translation } from '../i18n-types';

export const notificationsList = {
  heading: 'Dine notifikationer',
  unreadLabel: '{count} {{ny notifikation|nye notifikationer}}',
  unread: 'Ulæst:',
  photoAlt: 'Foto af {name}',
  named: {
    new_conversations: '{name} har startet en samtale med dig',
    new_messages: '{name} har sendt dig en ny besked',
    likes: '{name} kan lide dig',
    unread_reminders: '{name} venter på dit svar',
    new_members: '{name} er ny her – sig hej',
    reminders: 'Kan du huske {name}? Fortsæt, hvor I slap',
  },
  anonymous: {
    new_conversations: 'Nogen har startet en samtale med dig',
    new_messages: 'Du har en ny besked',
    likes: 'Nogen kan lide dig',
    unread_reminders: 'Der er beskeder, som venter på dit svar',
    new_members: 'Der er kommet nye medlemmer',
    reminders: 'Se, hvem der er online i dag',
    news: 'Nyt fra os',
    promotions: 'Et nyt tilbud til dig',
  },
  loadFailed: 'Dine notifikationer kunne ikke indlæses.',
  moreFailed: 'Flere notifikationer kunne ikke indlæses.',
  retry: 'Prøv igen',
  empty: 'Ingen notifikationer endnu – når nogen kan lide dig eller skriver til dig, ser du det her.',
  emptyAction: 'Søg efter medlemmer',
  shown: 'Viser {shown} af {total}',
  showMore: 'Vis flere',
} satisfies Translation['notificationsList'];
