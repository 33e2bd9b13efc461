import type { Translation } from '../i18n-types';

export const profile = {
  summary: {
    completion: 'Dein Profil ist zu {percent} % ausgefüllt',
    viewAsOthers: 'So sehen andere dein Profil',
    noPhoto: 'Noch kein Foto',
  },
  sections: {
    photos: 'Fotos',
    about: 'Über dich',
  },
  about: {
    intro: 'Mitglieder sehen diese Angaben in deinem Profil. Fülle aus, was du möchtest.',
    interests: 'Interessen',
    interestsHint: 'Wähle, was dir Spaß macht: Mitglieder mit denselben Interessen sehen es zuerst.',
    interestsFailed: 'Die Interessen konnten nicht geladen werden.',
    signupReason: 'Warum ich hier bin',
    signupReasonHint: 'Nur Text: was dich hierher führt.',
    save: 'Speichern',
    saved: 'Dein Profil ist gespeichert.',
    unchanged: 'Nichts zu speichern: nichts wurde geändert.',
  },
} satisfies Translation['profile'];
