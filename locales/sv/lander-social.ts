import type { Translation } from '../i18n-types';

/** /landers/socialnetwork: the members’ profiles as posts of a social feed. */
export const landerSocial = {
  kicker: 'Gemenskapen på {site}',
  onlineNow: '{count} online nu',
  posts: '{count} {{nytt inlägg|nya inlägg}}',
  feedTitle: 'Senaste inläggen',
  fallback: '{name} har inte skrivit något än. Säg hej och bryt isen!',
  like: 'Gilla',
  likeName: 'Gilla inlägget från {name}',
  comment: 'Kommentera',
  commentName: 'Kommentera inlägget från {name}',
  joinTitle: 'Var med i samtalet',
  joinText: 'Skapa din gratisprofil för att gilla inlägg, kommentera och chatta med medlemmar.',
  cta: 'Gå med gratis och var med',
  empty: 'Inga inlägg än. Gå med gratis och skriv det första.',
} satisfies Translation['landerSocial'];
