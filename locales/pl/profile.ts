import type { Translation } from '../i18n-types';

export const profile = {
  summary: {
    completion: 'Twój profil jest wypełniony w {percent}%',
    viewAsOthers: 'Zobacz swój profil tak, jak widzą go inni',
    noPhoto: 'Brak zdjęcia',
  },
  sections: {
    photos: 'Zdjęcia',
    about: 'O Tobie',
  },
  about: {
    intro: 'Członkowie widzą te dane w Twoim profilu. Wypełnij, co chcesz.',
    interests: 'Zainteresowania',
    interestsHint: 'Wybierz, co lubisz: członkowie o tych samych zainteresowaniach zobaczą to najpierw.',
    interestsFailed: 'Nie udało się wczytać zainteresowań.',
    signupReason: 'Dlaczego tu jestem',
    signupReasonHint: 'Zwykły tekst: co Cię tu sprowadza.',
    save: 'Zapisz',
    saved: 'Twój profil został zapisany.',
    unchanged: 'Nie ma nic do zapisania: nic się nie zmieniło.',
  },
} satisfies Translation['profile'];
