import type { Translation } from '../i18n-types';

export const report = {
  title: 'Anmäl {name}',
  intro: 'Berätta vad som är fel. Vårt team går igenom varje anmälan.',
  reason: 'Varför anmäler du {name}?',
  reasons: {
    fake_profile: 'Falsk profil',
    harassment: 'Trakasserier eller hot',
    underage: 'Kan vara minderårig',
    scam_or_spam: 'Bedrägeri eller spam',
    illegal_content: 'Olagligt innehåll',
    other: 'Något annat',
  },
  reasonRequired: 'Välj ett skäl.',
  details: 'Vad hände?',
  detailsOptional: 'Valfritt: allt som kan hjälpa vårt team att förstå.',
  detailsNeeded: 'Obligatoriskt om du väljer ”Något annat”.',
  detailsRequired: 'Berätta vad som hände.',
  alsoBlock: 'Blockera även {name}',
  send: 'Skicka anmälan',
  cancel: 'Avbryt',
  thanks: 'Tack. Din anmälan har referensnummer {reference}.',
  reviewing:
    'Vårt team går igenom den och ingriper vid behov. Ange referensnumret om du kontaktar kundtjänst.',
  blocked: '{name} är nu blockerad: ni kan inte längre se eller kontakta varandra.',
  alreadyReported:
    'Du har redan anmält {name}. Den anmälan har referensnummer {reference}, och vårt team går fortfarande igenom den.',
  notYourself: 'Du kan inte anmäla dig själv.',
  gone: 'Den här profilen är inte längre tillgänglig.',
  failed: 'Din anmälan kunde inte skickas. Försök igen – det du har skrivit finns kvar.',
  done: 'Klar',
} satisfies Translation['report'];
