import type { Translation } from '../i18n-types';

export const profile = {
  summary: {
    completion: 'Din profil är {percent} % ifylld',
    viewAsOthers: 'Se din profil som andra ser den',
    noPhoto: 'Ingen bild än',
  },
  sections: {
    photos: 'Bilder',
    about: 'Om dig',
  },
  about: {
    intro: 'Medlemmar ser de här uppgifterna i din profil. Fyll i det du vill.',
    interests: 'Intressen',
    interestsHint: 'Välj det du tycker om: medlemmar med samma intressen ser det först.',
    interestsFailed: 'Intressena kunde inte läsas in.',
    signupReason: 'Därför är jag här',
    signupReasonHint: 'Bara text: vad som för dig hit.',
    save: 'Spara',
    saved: 'Din profil är sparad.',
    unchanged: 'Inget att spara: inget har ändrats.',
  },
} satisfies Translation['profile'];
