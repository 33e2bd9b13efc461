import type { Translation } from '../i18n-types';

export const complaints = {
  intro:
    'Har något gått fel? Berätta det för oss. Kundtjänst läser varje klagomål och svarar dig via e-post.',
  required: 'Alla fält är obligatoriska utom profilnumret.',
  name: 'Ditt namn',
  email: 'Din e-postadress',
  emailHint: 'Vi skickar vårt svar till den här adressen.',
  subject: 'Vad gäller ditt klagomål?',
  subjectChoose: 'Välj ett ämne',
  subjectRequired: 'Välj vad ditt klagomål gäller',
  subjects: {
    content: 'Innehåll på webbplatsen',
    billing: 'Betalningar och fakturering',
    privacy: 'Integritet och personuppgifter',
    abuse: 'Missbruk eller trakasserier',
    other: 'Något annat',
  },
  profile: 'Profilnummer (valfritt)',
  profileHint:
    'Om ditt klagomål gäller en medlem: numret i slutet av adressen till profilen, t.ex. 2210 i /members/2210.',
  profileInvalid: 'Skriv profilnumret med bara siffror, t.ex. 2210',
  profileUnknown: 'Det finns ingen profil med det här numret. Kontrollera det eller lämna fältet tomt.',
  message: 'Ditt klagomål',
  messageHint: 'Beskriv vad som hände och, om du kan, när.',
  messageTooLong:
    'Ditt klagomål är {over} {{tecken|tecken}} för långt. Korta det till högst {max} tecken; inget av det du skrivit går förlorat.',
  send: 'Skicka klagomål',
  failed:
    'Ditt klagomål kunde inte skickas. Inget av det du skrivit går förlorat: kontrollera anslutningen och skicka det igen.',
  tooMany:
    'Du har skickat flera klagomål den senaste timmen. Vänta {minutes} {{minut|minuter}} och skicka det sedan igen.',
  sent: {
    heading: 'Tack, vi har tagit emot ditt klagomål',
    reference: 'Ditt referensnummer: {reference}',
    next: 'Kundtjänst går igenom ditt klagomål och svarar dig via e-post på {email} inom den tid som lagen anger.',
    quote: 'Ange ditt referensnummer varje gång du skriver till oss om det här klagomålet.',
    another: 'Skicka ett nytt klagomål',
  },
} satisfies Translation['complaints'];
