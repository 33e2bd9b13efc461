import type { Translation } from '../i18n-types';

/** /landers/socialnetwork: the members’ profiles as posts of a social feed. */
export const landerSocial = {
  kicker: '{site}-Community',
  onlineNow: '{count} jetzt online',
  posts: '{count} {{neuer Beitrag|neue Beiträge}}',
  feedTitle: 'Neueste Beiträge',
  fallback: '{name} hat noch nichts geschrieben. Sag Hallo und brich das Eis!',
  like: 'Gefällt mir',
  likeName: 'Gefällt mir: Beitrag von {name}',
  comment: 'Kommentieren',
  commentName: 'Kommentieren: Beitrag von {name}',
  joinTitle: 'Mach mit',
  joinText:
    'Erstelle dein kostenloses Profil, um Beiträge zu liken, zu kommentieren und mit Mitgliedern zu chatten.',
  cta: 'Kostenlos mitmachen',
  empty: 'Noch keine Beiträge. Tritt kostenlos bei und schreib den ersten.',
} satisfies Translation['landerSocial'];
