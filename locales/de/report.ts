import type { Translation } from '../i18n-types';

export const report = {
  title: '{name} melden',
  intro: 'Sag uns, was nicht stimmt. Unser Team prüft jede Meldung.',
  reason: 'Warum meldest du {name}?',
  reasons: {
    fake_profile: 'Fake-Profil',
    harassment: 'Belästigung oder Drohungen',
    underage: 'Möglicherweise minderjährig',
    scam_or_spam: 'Betrug oder Spam',
    illegal_content: 'Illegale Inhalte',
    other: 'Etwas anderes',
  },
  reasonRequired: 'Bitte wähle einen Grund.',
  details: 'Was ist passiert?',
  detailsOptional: 'Optional: alles, was unserem Team hilft, die Sache zu verstehen.',
  detailsNeeded: 'Pflichtangabe, wenn du „Etwas anderes“ wählst.',
  detailsRequired: 'Bitte beschreibe, was passiert ist.',
  alsoBlock: '{name} auch blockieren',
  send: 'Meldung senden',
  cancel: 'Abbrechen',
  thanks: 'Danke. Deine Meldung hat die Referenznummer {reference}.',
  reviewing:
    'Unser Team prüft sie und greift ein, wo es nötig ist. Gib die Referenznummer an, wenn du dich an den Kundenservice wendest.',
  blocked: '{name} ist jetzt blockiert: Ihr könnt euch nicht mehr sehen und nicht mehr kontaktieren.',
  alreadyReported:
    'Du hast {name} bereits gemeldet. Diese Meldung hat die Referenznummer {reference}, und unser Team prüft sie noch.',
  notYourself: 'Du kannst dich nicht selbst melden.',
  gone: 'Dieses Profil ist nicht mehr verfügbar.',
  failed:
    'Deine Meldung konnte nicht gesendet werden. Bitte versuche es noch einmal – deine Eingaben sind noch da.',
  done: 'Fertig',
} satisfies Translation['report'];
