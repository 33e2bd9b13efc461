import type { Translation } from '../i18n-types';

export const notificationsList = {
  heading: 'Je meldingen',
  unreadLabel: '{count} {{nieuwe melding|nieuwe meldingen}}',
  unread: 'Ongelezen:',
  photoAlt: 'Foto van {name}',
  named: {
    new_conversations: '{name} is een gesprek met je begonnen',
    new_messages: '{name} heeft je een nieuw bericht gestuurd',
    likes: '{name} vindt je leuk',
    unread_reminders: '{name} wacht op je antwoord',
    new_members: '{name} is nieuw hier – zeg hallo',
    reminders: 'Weet je {name} nog? Ga verder waar jullie gebleven waren',
  },
  anonymous: {
    new_conversations: 'Iemand is een gesprek met je begonnen',
    new_messages: 'Je hebt een nieuw bericht',
    likes: 'Iemand vindt je leuk',
    unread_reminders: 'Er wachten berichten op je antwoord',
    new_members: 'Er zijn nieuwe leden bijgekomen',
    reminders: 'Kijk wie er vandaag online is',
    news: 'Nieuws van ons',
    promotions: 'Een nieuwe aanbieding voor je',
  },
  loadFailed: 'Je meldingen konden niet worden geladen.',
  moreFailed: 'Meer meldingen konden niet worden geladen.',
  retry: 'Probeer het opnieuw',
  empty: 'Nog geen meldingen – als iemand je leuk vindt of je schrijft, zie je het hier.',
  emptyAction: 'Leden zoeken',
  shown: '{shown} van {total} getoond',
  showMore: 'Meer tonen',
} satisfies Translation['notificationsList'];
