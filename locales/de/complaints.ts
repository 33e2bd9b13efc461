import type { Translation } from '../i18n-types';

export const complaints = {
  intro:
    'Ist etwas schiefgelaufen? Erzähl uns davon. Der Kundenservice liest jede Beschwerde und antwortet dir per E-Mail.',
  required: 'Alle Felder sind Pflichtfelder, außer der Profilnummer.',
  name: 'Dein Name',
  email: 'Deine E-Mail-Adresse',
  emailHint: 'An diese Adresse senden wir unsere Antwort.',
  subject: 'Worum geht es in deiner Beschwerde?',
  subjectChoose: 'Thema wählen',
  subjectRequired: 'Wähle, worum es in deiner Beschwerde geht',
  subjects: {
    content: 'Inhalte auf der Website',
    billing: 'Zahlungen und Abrechnung',
    privacy: 'Datenschutz und persönliche Daten',
    abuse: 'Missbrauch oder Belästigung',
    other: 'Etwas anderes',
  },
  profile: 'Profilnummer (optional)',
  profileHint:
    'Wenn es um ein bestimmtes Mitglied geht: die Nummer am Ende der Adresse seines Profils, z. B. 2210 in /members/2210.',
  profileInvalid: 'Gib die Profilnummer nur in Ziffern ein, z. B. 2210',
  profileUnknown: 'Es gibt kein Profil mit dieser Nummer. Prüfe sie oder lass das Feld leer.',
  message: 'Deine Beschwerde',
  messageHint: 'Beschreibe, was passiert ist und, wenn möglich, wann.',
  messageTooLong:
    'Deine Beschwerde ist {over} {{Zeichen|Zeichen}} zu lang. Kürze sie auf höchstens {max} Zeichen; nichts von deinem Text geht verloren.',
  send: 'Beschwerde senden',
  failed:
    'Deine Beschwerde konnte nicht gesendet werden. Nichts von dem, was du geschrieben hast, geht verloren: Prüfe deine Verbindung und sende sie noch einmal.',
  tooMany:
    'Du hast in der letzten Stunde schon mehrere Beschwerden gesendet. Bitte warte {minutes} {{Minute|Minuten}} und sende sie dann noch einmal.',
  sent: {
    heading: 'Danke, wir haben deine Beschwerde erhalten',
    reference: 'Deine Referenznummer: {reference}',
    next: 'Der Kundenservice prüft deine Beschwerde und antwortet dir per E-Mail an {email}, innerhalb der gesetzlichen Frist.',
    quote: 'Bitte gib deine Referenznummer an, wann immer du uns zu dieser Beschwerde schreibst.',
    another: 'Weitere Beschwerde senden',
  },
} satisfies Translation['complaints'];
