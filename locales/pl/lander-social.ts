import type { Translation } from '../i18n-types';

/** /landers/socialnetwork: the members’ profiles as posts of a social feed. */
export const landerSocial = {
  kicker: 'Społeczność {site}',
  onlineNow: '{count} teraz online',
  posts: '{count} {{|nowy post||nowe posty|nowych postów|nowego posta}}',
  feedTitle: 'Najnowsze posty',
  fallback: '{name} nie ma jeszcze opisu. Przywitaj się i przełam lody!',
  like: 'Polub',
  likeName: 'Polub post – {name}',
  comment: 'Skomentuj',
  commentName: 'Skomentuj post – {name}',
  joinTitle: 'Dołącz do rozmowy',
  joinText: 'Załóż darmowy profil, aby polubiać posty, komentować i czatować z innymi.',
  cta: 'Dołącz za darmo i weź udział',
  empty: 'Nie ma jeszcze postów. Dołącz za darmo i opublikuj pierwszy.',
} satisfies Translation['landerSocial'];
