import type { Translation } from '../i18n-types';

export const signupPhoto = {
  title: 'Tilføj et billede',
  why: 'Medlemmer med et billede får mange flere svar. Dit billede bliver vist, når vores team har tjekket det.',
  label: 'Profilbillede',
  browse: 'Gennemse',
  noFile: 'Intet billede valgt endnu',
  chosen: 'Valgt: {name}',
  previewAlt: 'Forhåndsvisning af det billede, du har valgt',
  hint: 'Et JPEG-, PNG- eller WebP-billede på højst 10 MB.',
  chooseFirst: 'Vælg først et billede, eller spring dette trin over',
  save: 'Gem og fortsæt',
} satisfies Translation['signupPhoto'];
