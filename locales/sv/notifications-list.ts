import type { Translation } from '../i18n-types';

export const notificationsList = {
  heading: 'Dina aviseringar',
  unreadLabel: '{count} {{ny avisering|nya aviseringar}}',
  unread: 'Oläst:',
  photoAlt: 'Foto av {name}',
  named: {
    new_conversations: '{name} har startat en konversation med dig',
    new_messages: '{name} har skickat ett nytt meddelande till dig',
    likes: '{name} gillar dig',
    unread_reminders: '{name} väntar på ditt svar',
    new_members: '{name} är ny här – säg hej',
    reminders: 'Minns du {name}? Fortsätt där ni slutade',
  },
  anonymous: {
    new_conversations: 'Någon har startat en konversation med dig',
    new_messages: 'Du har ett nytt meddelande',
    likes: 'Någon gillar dig',
    unread_reminders: 'Meddelanden väntar på ditt svar',
    new_members: 'Nya medlemmar har gått med',
    reminders: 'Se vem som är online i dag',
    news: 'Nytt från oss',
    promotions: 'Ett nytt erbjudande till dig',
  },
  loadFailed: 'Dina aviseringar kunde inte laddas.',
  moreFailed: 'Fler aviseringar kunde inte laddas.',
  retry: 'Försök igen',
  empty: 'Inga aviseringar än – när någon gillar dig eller skriver till dig ser du det här.',
  emptyAction: 'Sök medlemmar',
  shown: 'Visar {shown} av {total}',
  showMore: 'Visa fler',
} satisfies Translation['notificationsList'];
