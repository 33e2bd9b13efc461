import type { Translation } from '../i18n-types';

/** /landers/collagelanding: the photo collage. */
export const landerCollage = {
  kicker: 'Uusia kasvoja joka päivä',
  members: 'Jäseniä, joihin voit tutustua',
  cta: 'Tutustu heihin ilmaiseksi',
} satisfies Translation['landerCollage'];
