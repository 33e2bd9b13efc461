import type { Translation } from '../i18n-types';

export const signupLocation = {
  title: 'Où habites-tu ?',
  why: 'Nous te montrons des membres près de chez toi, et les membres de ta région peuvent te voir aussi.',
  country: 'Pays',
  regionLabels: {
    province: 'Province',
    state: 'État',
    canton: 'Canton',
    county: 'Comté',
    voivodeship: 'Voïvodie',
    region: 'Région',
  },
  city: 'Ville',
  choose: 'Choisir…',
  useMyLocation: 'Utiliser ma position',
  locating: 'Recherche de ta position…',
  located: 'Nous avons rempli ta localisation. Vérifie-la et modifie-la si besoin.',
  denied:
    "Tu n'as pas autorisé ce site à utiliser ta position. Indique ta localisation ci-dessous, ou autorise l'accès à ta position dans les paramètres de ton navigateur et réessaie.",
  unsupported: 'Ton navigateur ne peut pas partager ta position. Indique ta localisation ci-dessous.',
  unavailable: 'Impossible de trouver ta position. Indique ta localisation ci-dessous.',
  notServed:
    'Ta position se trouve en dehors des pays couverts par ce site. Indique ta localisation ci-dessous.',
  save: 'Enregistrer et continuer',
} satisfies Translation['signupLocation'];
