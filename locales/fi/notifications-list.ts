import type { Translation } from '../i18n-types';

export const notificationsList = {
  heading: 'Ilmoituksesi',
  unreadLabel: '{count} {{uusi ilmoitus|uutta ilmoitusta}}',
  unread: 'Lukematon:',
  photoAlt: 'Kuva: {name}',
  named: {
    new_conversations: '{name} aloitti keskustelun kanssasi',
    new_messages: '{name} lähetti sinulle uuden viestin',
    likes: '{name} tykkää sinusta',
    unread_reminders: '{name} odottaa vastaustasi',
    new_members: '{name} on uusi täällä – sano hei',
    reminders: '{name} – jatka siitä, mihin jäitte',
  },
  anonymous: {
    new_conversations: 'Joku aloitti keskustelun kanssasi',
    new_messages: 'Sinulla on uusi viesti',
    likes: 'Joku tykkää sinusta',
    unread_reminders: 'Viestejä odottaa vastaustasi',
    new_members: 'Uusia jäseniä on liittynyt',
    reminders: 'Katso, kuka on tänään paikalla',
    news: 'Uutisia meiltä',
    promotions: 'Uusi tarjous sinulle',
  },
  loadFailed: 'Ilmoituksiasi ei voitu ladata.',
  moreFailed: 'Lisää ilmoituksia ei voitu ladata.',
  retry: 'Yritä uudelleen',
  empty: 'Ei vielä ilmoituksia – kun joku tykkää sinusta tai kirjoittaa sinulle, näet sen täällä.',
  emptyAction: 'Hae jäseniä',
  shown: 'Näytetään {shown}/{total}',
  showMore: 'Näytä lisää',
} satisfies Translation['notificationsList'];
