import type { Translation } from '../i18n-types';

/** The cookie settings dialog: the categories one by one (decision 030). */
export const consentChoices = {
  dialogTitle: 'Cookie-Einstellungen',
  dialogIntro:
    'Wähle, was wir auf deinem Gerät speichern dürfen. Du kannst das jederzeit unter „Cookie-Einstellungen ändern“ unten auf der Seite ändern.',
  necessary: 'Notwendig (immer aktiv)',
  necessaryText:
    'Deine Anmeldung, deine Sprache, dass du den Hinweis beim Eintreten bestätigt hast, und diese Auswahl. Wo Registrierung oder Suche nur für Besucher eines Partners offen ist, das Partnernetzwerk deines Links.',
  statistics: 'Statistik',
  statisticsText:
    'Teilt uns mit, wenn du eine Seite verlässt, die du über einen Partnerlink erreicht hast, damit wir sehen, wie lange Besucher bleiben.',
  marketing: 'Marketing',
  marketingText:
    'Merkt sich Partner und Kampagne deines Links und sendet sie mit deiner Registrierung, damit der Partner sie angerechnet bekommt.',
  save: 'Auswahl speichern',
} satisfies Translation['consentChoices'];
