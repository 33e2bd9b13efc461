import type { Translation } from '../i18n-types';

export const likes = {
  tabs: {
    label: 'Dine likes',
    received: 'Mottatt',
    sent: 'Sendt',
    matches: 'Matcher',
  },
  list: {
    received: 'Medlemmer som liker deg',
    sent: 'Medlemmer du liker',
    matches: 'Dine matcher',
  },
  card: {
    new: 'Ny',
    likeBack: 'Lik tilbake',
    message: 'Melding',
    takeBack: 'Trekk tilbake',
  },
  notice: {
    liked: 'Du liker {name} nå.',
    unliked: 'Du har trukket tilbake liken din til {name}.',
  },
  empty: {
    received: 'Ingen likes ennå. Medlemmer som liker deg, vises her.',
    sent: 'Du har ikke likt noen ennå.',
    matches: 'Ingen matcher ennå. Når noen du liker, liker deg tilbake, blir det en match.',
    search: 'Søk etter medlemmer',
    swipe: 'Spill sveipespillet',
  },
  loadFailed: 'Likene dine kunne ikke lastes inn.',
  retry: 'Prøv igjen',
  match: {
    title: 'Det er en match!',
    text: 'Du og {name} liker hverandre.',
    photos: 'Du og {name}',
    yourPhoto: 'Bildet ditt',
    theirPhoto: 'Bilde av {name}',
    message: 'Send en melding',
    keepBrowsing: 'Se videre',
    gone: 'Denne matchen finnes ikke lenger.',
    loadFailed: 'Denne matchen kunne ikke vises.',
  },
} satisfies Translation['likes'];
