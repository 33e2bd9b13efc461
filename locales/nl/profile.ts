import type { Translation } from '../i18n-types';

export const profile = {
  summary: {
    completion: 'Je profiel is voor {percent}% ingevuld',
    viewAsOthers: 'Bekijk je profiel zoals anderen het zien',
    noPhoto: 'Nog geen foto',
  },
  sections: {
    photos: "Foto's",
    about: 'Over jou',
  },
  about: {
    intro: 'Leden zien deze gegevens op je profiel. Vul in wat je wilt.',
    interests: 'Interesses',
    interestsHint: 'Kies wat je leuk vindt: leden die het met je delen zien het als eerste.',
    interestsFailed: 'De interesses konden niet worden geladen.',
    signupReason: 'Waarom ik hier ben',
    signupReasonHint: 'Gewone tekst: wat brengt je hier.',
    save: 'Opslaan',
    saved: 'Je profiel is opgeslagen.',
    unchanged: 'Niets op te slaan: er is niets veranderd.',
  },
} satisfies Translation['profile'];
