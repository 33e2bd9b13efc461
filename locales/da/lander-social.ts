import type { Translation } from '../i18n-types';

/** /landers/socialnetwork: the members’ profiles as posts of a social feed. */
export const landerSocial = {
  kicker: 'Fællesskabet på {site}',
  onlineNow: '{count} online nu',
  posts: '{count} {{nyt opslag|nye opslag}}',
  feedTitle: 'Seneste opslag',
  fallback: '{name} har ikke skrevet noget endnu. Sig hej og bryd isen!',
  like: 'Synes godt om',
  likeName: 'Synes godt om opslaget fra {name}',
  comment: 'Kommentér',
  commentName: 'Kommentér opslaget fra {name}',
  joinTitle: 'Vær med i snakken',
  joinText: 'Opret din gratis profil for at synes godt om opslag, kommentere og chatte med medlemmer.',
  cta: 'Bliv gratis medlem og vær med',
  empty: 'Ingen opslag endnu. Bliv gratis medlem og skriv det første.',
} satisfies Translation['landerSocial'];
