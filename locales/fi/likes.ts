import type { Translation } from '../i18n-types';

export const likes = {
  tabs: {
    label: 'Tykkäyksesi',
    received: 'Saadut',
    sent: 'Lähetetyt',
    matches: 'Mätsit',
  },
  list: {
    received: 'Sinusta tykänneet jäsenet',
    sent: 'Jäsenet, joista tykkäät',
    matches: 'Mätsisi',
  },
  card: {
    new: 'Uusi',
    likeBack: 'Tykkää takaisin',
    message: 'Viesti',
    takeBack: 'Peru',
  },
  notice: {
    liked: 'Tykkäät nyt käyttäjästä {name}.',
    unliked: 'Peruit tykkäyksesi käyttäjästä {name}.',
  },
  empty: {
    received: 'Ei vielä tykkäyksiä. Sinusta tykkäävät jäsenet näkyvät tässä.',
    sent: 'Et ole vielä tykännyt kenestäkään.',
    matches: 'Ei vielä mätsejä. Kun joku, josta tykkäät, tykkää sinusta takaisin, syntyy mätsi.',
    search: 'Hae jäseniä',
    swipe: 'Pelaa pyyhkäisypeliä',
  },
  loadFailed: 'Tykkäyksiäsi ei voitu ladata.',
  retry: 'Yritä uudelleen',
  match: {
    title: 'Teillä on mätsi!',
    text: 'Sinä ja {name} tykkäätte toisistanne.',
    photos: 'Sinä ja {name}',
    yourPhoto: 'Kuvasi',
    theirPhoto: 'Käyttäjän {name} kuva',
    message: 'Lähetä viesti',
    keepBrowsing: 'Jatka selaamista',
    gone: 'Tätä mätsiä ei ole enää.',
    loadFailed: 'Mätsiä ei voitu näyttää.',
  },
} satisfies Translation['likes'];
