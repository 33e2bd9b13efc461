import type { Translation } from '../i18n-types';

export const profile = {
  summary: {
    completion: 'Profilen din er {percent} % utfylt',
    viewAsOthers: 'Se profilen din slik andre ser den',
    noPhoto: 'Ingen bilde ennå',
  },
  sections: {
    photos: 'Bilder',
    about: 'Om deg',
  },
  about: {
    intro: 'Medlemmer ser disse opplysningene på profilen din. Fyll ut det du vil.',
    interests: 'Interesser',
    interestsHint: 'Velg det du liker: medlemmer med samme interesser ser det først.',
    interestsFailed: 'Interessene kunne ikke lastes inn.',
    signupReason: 'Derfor er jeg her',
    signupReasonHint: 'Bare tekst: hva som bringer deg hit.',
    save: 'Lagre',
    saved: 'Profilen din er lagret.',
    unchanged: 'Ingenting å lagre: ingenting er endret.',
  },
} satisfies Translation['profile'];
