import type { Translation } from '../i18n-types';

export const notificationsList = {
  heading: 'Varslene dine',
  unreadLabel: '{count} {{nytt varsel|nye varsler}}',
  unread: 'Ulest:',
  photoAlt: 'Bilde av {name}',
  named: {
    new_conversations: '{name} har startet en samtale med deg',
    new_messages: '{name} har sendt deg en ny melding',
    likes: '{name} liker deg',
    unread_reminders: '{name} venter på svaret ditt',
    new_members: '{name} er ny her – si hei',
    reminders: 'Husker du {name}? Fortsett der dere slapp',
  },
  anonymous: {
    new_conversations: 'Noen har startet en samtale med deg',
    new_messages: 'Du har en ny melding',
    likes: 'Noen liker deg',
    unread_reminders: 'Meldinger venter på svaret ditt',
    new_members: 'Nye medlemmer har blitt med',
    reminders: 'Se hvem som er pålogget i dag',
    news: 'Nytt fra oss',
    promotions: 'Et nytt tilbud til deg',
  },
  loadFailed: 'Varslene dine kunne ikke lastes inn.',
  moreFailed: 'Flere varsler kunne ikke lastes inn.',
  retry: 'Prøv igjen',
  empty: 'Ingen varsler ennå – når noen liker deg eller skriver til deg, ser du det her.',
  emptyAction: 'Søk etter medlemmer',
  shown: 'Viser {shown} av {total}',
  showMore: 'Vis flere',
} satisfies Translation['notificationsList'];
