import type { Translation } from '../i18n-types';

export const signupPhoto = {
  title: 'Legg til et bilde',
  why: 'Medlemmer med bilde får mange flere svar. Bildet ditt vises når teamet vårt har sjekket det.',
  label: 'Profilbilde',
  browse: 'Bla gjennom',
  noFile: 'Ikke noe bilde valgt ennå',
  chosen: 'Valgt: {name}',
  previewAlt: 'Forhåndsvisning av bildet du valgte',
  hint: 'Et JPEG-, PNG- eller WebP-bilde på maks 10 MB.',
  chooseFirst: 'Velg et bilde først, eller hopp over dette trinnet',
  save: 'Lagre og fortsett',
} satisfies Translation['signupPhoto'];
