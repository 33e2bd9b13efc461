import type { Translation } from '../i18n-types';

export const profileLocation = {
  title: 'Ta localisation',
  permission: {
    unknown:
      "Ton navigateur te demandera si ce site peut utiliser ta position. Nous l'utilisons uniquement pour remplir les champs ci-dessous.",
    granted: 'Ton navigateur autorise ce site à utiliser ta position.',
  },
  save: 'Enregistrer la localisation',
  saved: 'Ta localisation a été enregistrée.',
} satisfies Translation['profileLocation'];
