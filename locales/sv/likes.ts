import type { Translation } from '../i18n-types';

export const likes = {
  tabs: {
    label: 'Dina likes',
    received: 'Mottagna',
    sent: 'Skickade',
    matches: 'Matchningar',
  },
  list: {
    received: 'Medlemmar som gillar dig',
    sent: 'Medlemmar du gillar',
    matches: 'Dina matchningar',
  },
  card: {
    new: 'Ny',
    likeBack: 'Gilla tillbaka',
    message: 'Meddelande',
    takeBack: 'Ta tillbaka',
  },
  notice: {
    liked: 'Du gillar {name} nu.',
    unliked: 'Du tog tillbaka din like till {name}.',
  },
  empty: {
    received: 'Inga likes än. Medlemmar som gillar dig visas här.',
    sent: 'Du har inte gillat någon än.',
    matches: 'Inga matchningar än. När någon du gillar också gillar dig blir det en matchning.',
    search: 'Sök medlemmar',
    swipe: 'Spela swipespelet',
  },
  loadFailed: 'Dina likes kunde inte läsas in.',
  retry: 'Försök igen',
  match: {
    title: 'Det är en match!',
    text: 'Du och {name} gillar varandra.',
    photos: 'Du och {name}',
    yourPhoto: 'Ditt foto',
    theirPhoto: 'Foto av {name}',
    message: 'Skicka ett meddelande',
    keepBrowsing: 'Fortsätt titta',
    gone: 'Den här matchningen finns inte längre.',
    loadFailed: 'Den här matchningen kunde inte visas.',
  },
} satisfies Translation['likes'];
