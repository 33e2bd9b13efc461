import type { Translation } from '../i18n-types';

export const complaints = {
  intro: 'Har noe gått galt? Fortell oss om det. Kundeservice leser hver klage og svarer deg på e-post.',
  required: 'Alle feltene må fylles ut, unntatt profilnummeret.',
  name: 'Navnet ditt',
  email: 'E-postadressen din',
  emailHint: 'Vi sender svaret vårt til denne adressen.',
  subject: 'Hva gjelder klagen din?',
  subjectChoose: 'Velg et emne',
  subjectRequired: 'Velg hva klagen din gjelder',
  subjects: {
    content: 'Innhold på nettstedet',
    billing: 'Betaling og fakturering',
    privacy: 'Personvern og personopplysninger',
    abuse: 'Misbruk eller trakassering',
    other: 'Noe annet',
  },
  profile: 'Profilnummer (valgfritt)',
  profileHint:
    'Hvis klagen gjelder ett medlem: nummeret på slutten av adressen til profilen, f.eks. 2210 i /members/2210.',
  profileInvalid: 'Skriv profilnummeret bare med sifre, f.eks. 2210',
  profileUnknown: 'Det finnes ingen profil med dette nummeret. Sjekk det, eller la feltet stå tomt.',
  message: 'Klagen din',
  messageHint: 'Beskriv hva som skjedde og, om du kan, når.',
  messageTooLong:
    'Klagen din er {over} {{tegn|tegn}} for lang. Kort den ned til høyst {max} tegn; ingenting av det du har skrevet, går tapt.',
  send: 'Send klage',
  failed:
    'Klagen din kunne ikke sendes. Ingenting av det du har skrevet, går tapt: sjekk tilkoblingen og send den på nytt.',
  tooMany:
    'Du har sendt flere klager den siste timen. Vent {minutes} {{minutt|minutter}}, og send den deretter på nytt.',
  sent: {
    heading: 'Takk, vi har mottatt klagen din',
    reference: 'Referansenummeret ditt: {reference}',
    next: 'Kundeservice ser på klagen din og svarer deg på e-post til {email} innen fristen loven setter.',
    quote: 'Oppgi referansenummeret ditt hver gang du skriver til oss om denne klagen.',
    another: 'Send en ny klage',
  },
} satisfies Translation['complaints'];
