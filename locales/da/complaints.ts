import type { Translation } from '../i18n-types';

export const complaints = {
  intro: 'Er noget gået galt? Fortæl os om det. Kundeservice læser hver klage og svarer dig via e-mail.',
  required: 'Alle felter skal udfyldes, undtagen profilnummeret.',
  name: 'Dit navn',
  email: 'Din e-mailadresse',
  emailHint: 'Vi sender vores svar til denne adresse.',
  subject: 'Hvad handler din klage om?',
  subjectChoose: 'Vælg et emne',
  subjectRequired: 'Vælg, hvad din klage handler om',
  subjects: {
    content: 'Indhold på sitet',
    billing: 'Betalinger og fakturering',
    privacy: 'Privatliv og persondata',
    abuse: 'Misbrug eller chikane',
    other: 'Noget andet',
  },
  profile: 'Profilnummer (valgfrit)',
  profileHint:
    'Hvis din klage handler om ét medlem: nummeret i slutningen af adressen på vedkommendes profil, f.eks. 2210 i /members/2210.',
  profileInvalid: 'Skriv profilnummeret kun med cifre, f.eks. 2210',
  profileUnknown: 'Der findes ingen profil med dette nummer. Tjek det, eller lad feltet stå tomt.',
  message: 'Din klage',
  messageHint: 'Beskriv, hvad der skete, og om muligt hvornår.',
  messageTooLong:
    'Din klage er {over} {{tegn|tegn}} for lang. Forkort den til højst {max} tegn; intet af det, du har skrevet, går tabt.',
  send: 'Send klage',
  failed:
    'Din klage kunne ikke sendes. Intet af det, du har skrevet, går tabt: tjek din forbindelse, og send den igen.',
  tooMany:
    'Du har sendt flere klager inden for den sidste time. Vent venligst {minutes} {{minut|minutter}}, og send den så igen.',
  sent: {
    heading: 'Tak, vi har modtaget din klage',
    reference: 'Dit referencenummer: {reference}',
    next: 'Kundeservice ser på din klage og svarer dig via e-mail på {email} inden for den frist, loven fastsætter.',
    quote: 'Oplys venligst dit referencenummer, hver gang du skriver til os om denne klage.',
    another: 'Send en ny klage',
  },
} satisfies Translation['complaints'];
