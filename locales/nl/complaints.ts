import type { Translation } from '../i18n-types';

export const complaints = {
  intro:
    'Is er iets misgegaan? Vertel het ons. De klantenservice leest elke klacht en antwoordt je per e-mail.',
  required: 'Alle velden zijn verplicht, behalve het profielnummer.',
  name: 'Je naam',
  email: 'Je e-mailadres',
  emailHint: 'We sturen ons antwoord naar dit adres.',
  subject: 'Waar gaat je klacht over?',
  subjectChoose: 'Kies een onderwerp',
  subjectRequired: 'Kies waar je klacht over gaat',
  subjects: {
    content: 'Inhoud op de site',
    billing: 'Betalingen en facturering',
    privacy: 'Privacy en persoonsgegevens',
    abuse: 'Misbruik of intimidatie',
    other: 'Iets anders',
  },
  profile: 'Profielnummer (optioneel)',
  profileHint:
    'Als je klacht over één lid gaat: het nummer aan het eind van het adres van diens profiel, bijv. 2210 in /members/2210.',
  profileInvalid: 'Vul het profielnummer alleen in cijfers in, bijv. 2210',
  profileUnknown: 'Er is geen profiel met dit nummer. Controleer het of laat het veld leeg.',
  message: 'Je klacht',
  messageHint: 'Beschrijf wat er is gebeurd en, als je kunt, wanneer.',
  messageTooLong:
    'Je klacht is {over} {{teken|tekens}} te lang. Kort hem in tot hoogstens {max} tekens; niets van wat je schreef gaat verloren.',
  send: 'Klacht versturen',
  failed:
    'Je klacht kon niet worden verstuurd. Niets van wat je schreef gaat verloren: controleer je verbinding en verstuur hem opnieuw.',
  tooMany:
    'Je hebt het afgelopen uur al meerdere klachten verstuurd. Wacht {minutes} {{minuut|minuten}} en verstuur hem dan opnieuw.',
  sent: {
    heading: 'Bedankt, we hebben je klacht ontvangen',
    reference: 'Je referentienummer: {reference}',
    next: 'De klantenservice bekijkt je klacht en antwoordt je per e-mail op {email}, binnen de termijn die de wet stelt.',
    quote: 'Vermeld je referentienummer telkens als je ons over deze klacht schrijft.',
    another: 'Nog een klacht versturen',
  },
} satisfies Translation['complaints'];
