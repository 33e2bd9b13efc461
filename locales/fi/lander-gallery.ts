import type { Translation } from '../i18n-types';

/** /landers/gallery: the gallery of members. */
export const landerGallery = {
  onlineNow: 'Paikalla nyt: {count}',
  pick: 'Valitse profiili ja sano hei',
  members: 'Jäseniä lähelläsi',
  seeProfile: 'Katso käyttäjän {name} profiili',
  fictional: 'Fiktiivinen profiili',
  cta: 'Liity ilmaiseksi',
} satisfies Translation['landerGallery'];
