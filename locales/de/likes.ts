import type { Translation } from '../i18n-types';

export const likes = {
  tabs: {
    label: 'Deine Likes',
    received: 'Erhalten',
    sent: 'Gesendet',
    matches: 'Matches',
  },
  list: {
    received: 'Mitglieder, die dich liken',
    sent: 'Mitglieder, die du likest',
    matches: 'Deine Matches',
  },
  card: {
    new: 'Neu',
    likeBack: 'Zurückliken',
    message: 'Nachricht',
    takeBack: 'Zurücknehmen',
  },
  notice: {
    liked: 'Du likest {name} jetzt.',
    unliked: 'Du hast dein Like für {name} zurückgenommen.',
  },
  empty: {
    received: 'Noch keine Likes. Mitglieder, die dich liken, erscheinen hier.',
    sent: 'Du hast noch niemanden gelikt.',
    matches: 'Noch keine Matches. Wenn jemand, den du likest, dich auch likt, habt ihr ein Match.',
    search: 'Mitglieder suchen',
    swipe: 'Swipe-Spiel spielen',
  },
  loadFailed: 'Deine Likes konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  match: {
    title: 'Es ist ein Match!',
    text: 'Du und {name} mögt euch gegenseitig.',
    photos: 'Du und {name}',
    yourPhoto: 'Dein Foto',
    theirPhoto: 'Foto von {name}',
    message: 'Nachricht senden',
    keepBrowsing: 'Weiterstöbern',
    gone: 'Dieses Match gibt es nicht mehr.',
    loadFailed: 'Dieses Match konnte nicht angezeigt werden.',
  },
} satisfies Translation['likes'];
