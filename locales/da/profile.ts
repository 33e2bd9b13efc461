import type { Translation } from '../i18n-types';

export const profile = {
  summary: {
    completion: 'Din profil er {percent}% udfyldt',
    viewAsOthers: 'Se din profil, som andre ser den',
    noPhoto: 'Intet billede endnu',
  },
  sections: {
    photos: 'Billeder',
    about: 'Om dig',
  },
  about: {
    intro: 'Medlemmer ser disse oplysninger på din profil. Udfyld det, du har lyst til.',
    interests: 'Interesser',
    interestsHint: 'Vælg det, du holder af: medlemmer med samme interesser ser det først.',
    interestsFailed: 'Interesserne kunne ikke indlæses.',
    signupReason: 'Derfor er jeg her',
    signupReasonHint: 'Almindelig tekst: hvad bringer dig hertil.',
    save: 'Gem',
    saved: 'Din profil er gemt.',
    unchanged: 'Intet at gemme: intet er ændret.',
  },
} satisfies Translation['profile'];
