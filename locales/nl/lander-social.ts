import type { Translation } from '../i18n-types';

/** /landers/socialnetwork: the members’ profiles as posts of a social feed. */
export const landerSocial = {
  kicker: '{site}-community',
  onlineNow: '{count} nu online',
  posts: '{count} {{nieuw bericht|nieuwe berichten}}',
  feedTitle: 'Nieuwste berichten',
  fallback: '{name} heeft nog niets geschreven. Zeg hallo en breek het ijs!',
  like: 'Vind ik leuk',
  likeName: 'Vind ik leuk: bericht van {name}',
  comment: 'Reageren',
  commentName: 'Reageren op het bericht van {name}',
  joinTitle: 'Doe mee met het gesprek',
  joinText: 'Maak je gratis profiel aan om berichten leuk te vinden, te reageren en met leden te chatten.',
  cta: 'Word gratis lid en doe mee',
  empty: 'Nog geen berichten. Word gratis lid en plaats het eerste.',
} satisfies Translation['landerSocial'];
