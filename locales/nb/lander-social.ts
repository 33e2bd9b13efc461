import type { Translation } from '../i18n-types';

/** /landers/socialnetwork: the members’ profiles as posts of a social feed. */
export const landerSocial = {
  kicker: 'Fellesskapet på {site}',
  onlineNow: '{count} pålogget nå',
  posts: '{count} {{nytt innlegg|nye innlegg}}',
  feedTitle: 'Nyeste innlegg',
  fallback: '{name} har ikke skrevet noe ennå. Si hei og bryt isen!',
  like: 'Lik',
  likeName: 'Lik innlegget fra {name}',
  comment: 'Kommenter',
  commentName: 'Kommenter innlegget fra {name}',
  joinTitle: 'Bli med i samtalen',
  joinText: 'Lag din gratis profil for å like innlegg, kommentere og chatte med medlemmer.',
  cta: 'Bli gratis medlem og vær med',
  empty: 'Ingen innlegg ennå. Bli gratis medlem og skriv det første.',
} satisfies Translation['landerSocial'];
