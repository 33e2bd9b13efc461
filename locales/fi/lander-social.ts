import type { Translation } from '../i18n-types';

/** /landers/socialnetwork: the members’ profiles as posts of a social feed. */
export const landerSocial = {
  kicker: '{site}-yhteisö',
  onlineNow: '{count} paikalla nyt',
  posts: '{count} {{uusi julkaisu|uutta julkaisua}}',
  feedTitle: 'Uusimmat julkaisut',
  fallback: 'Käyttäjä {name} ei ole vielä kirjoittanut mitään. Sano hei ja riko jää!',
  like: 'Tykkää',
  likeName: 'Tykkää käyttäjän {name} julkaisusta',
  comment: 'Kommentoi',
  commentName: 'Kommentoi käyttäjän {name} julkaisua',
  joinTitle: 'Liity keskusteluun',
  joinText: 'Luo ilmainen profiili, niin voit tykätä julkaisuista, kommentoida ja jutella jäsenten kanssa.',
  cta: 'Liity ilmaiseksi ja osallistu',
  empty: 'Ei vielä julkaisuja. Liity ilmaiseksi ja julkaise ensimmäisenä.',
} satisfies Translation['landerSocial'];
