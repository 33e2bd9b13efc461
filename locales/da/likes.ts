import type { Translation } from '../i18n-types';

export const likes = {
  tabs: {
    label: 'Dine likes',
    received: 'Modtaget',
    sent: 'Sendt',
    matches: 'Matches',
  },
  list: {
    received: 'Medlemmer, der synes godt om dig',
    sent: 'Medlemmer, du synes godt om',
    matches: 'Dine matches',
  },
  card: {
    new: 'Ny',
    likeBack: 'Like tilbage',
    message: 'Besked',
    takeBack: 'Træk tilbage',
  },
  notice: {
    liked: 'Du synes nu godt om {name}.',
    unliked: 'Du har trukket dit like til {name} tilbage.',
  },
  empty: {
    received: 'Ingen likes endnu. Medlemmer, der synes godt om dig, vises her.',
    sent: 'Du har ikke liket nogen endnu.',
    matches: 'Ingen matches endnu. Når en, du synes godt om, også synes godt om dig, er det et match.',
    search: 'Søg efter medlemmer',
    swipe: 'Spil swipe-spillet',
  },
  loadFailed: 'Dine likes kunne ikke indlæses.',
  retry: 'Prøv igen',
  match: {
    title: 'Det er et match!',
    text: 'Du og {name} synes godt om hinanden.',
    photos: 'Du og {name}',
    yourPhoto: 'Dit billede',
    theirPhoto: 'Billede af {name}',
    message: 'Send en besked',
    keepBrowsing: 'Kig videre',
    gone: 'Dette match findes ikke længere.',
    loadFailed: 'Dette match kunne ikke vises.',
  },
} satisfies Translation['likes'];
