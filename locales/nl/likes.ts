import type { Translation } from '../i18n-types';

export const likes = {
  tabs: {
    label: 'Jouw likes',
    received: 'Ontvangen',
    sent: 'Verstuurd',
    matches: 'Matches',
  },
  list: {
    received: 'Leden die jou leuk vinden',
    sent: 'Leden die jij leuk vindt',
    matches: 'Jouw matches',
  },
  card: {
    new: 'Nieuw',
    likeBack: 'Terug liken',
    message: 'Bericht',
    takeBack: 'Intrekken',
  },
  notice: {
    liked: 'Je vindt {name} nu leuk.',
    unliked: 'Je hebt je like voor {name} ingetrokken.',
  },
  empty: {
    received: 'Nog geen likes. Leden die jou leuk vinden, zie je hier.',
    sent: 'Je hebt nog niemand geliket.',
    matches: 'Nog geen matches. Als iemand die jij leuk vindt jou ook leuk vindt, hebben jullie een match.',
    search: 'Leden zoeken',
    swipe: 'Speel het swipespel',
  },
  loadFailed: 'Je likes konden niet worden geladen.',
  retry: 'Opnieuw proberen',
  match: {
    title: 'Het is een match!',
    text: 'Jij en {name} vinden elkaar leuk.',
    photos: 'Jij en {name}',
    yourPhoto: 'Jouw foto',
    theirPhoto: 'Foto van {name}',
    message: 'Stuur een bericht',
    keepBrowsing: 'Verder kijken',
    gone: 'Deze match bestaat niet meer.',
    loadFailed: 'Deze match kon niet worden getoond.',
  },
} satisfies Translation['likes'];
