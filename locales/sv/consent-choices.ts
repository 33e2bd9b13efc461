import type { Translation } from '../i18n-types';

/** The cookie settings dialog: the categories one by one (decision 030). */
export const consentChoices = {
  dialogTitle: 'Cookieinställningar',
  dialogIntro:
    'Välj vad vi får spara på din enhet. Du kan ändra det när som helst under ”Ändra cookieinställningar” längst ner på sidan.',
  necessary: 'Nödvändiga (alltid på)',
  necessaryText:
    'Din inloggning, ditt språk, att du har passerat varningen vid inträdet och det här valet. Där registrering eller sökning bara är för besökare från en partner, partnernätverket i din länk.',
  statistics: 'Statistik',
  statisticsText:
    'Berättar för oss när du lämnar en sida som du nådde via en partnerlänk, så att vi ser hur länge besökare stannar.',
  marketing: 'Marknadsföring',
  marketingText:
    'Kommer ihåg partnern och kampanjen i din länk och skickar dem med din registrering, så att partnern får tillgodoräknat sig den.',
  save: 'Spara mina val',
} satisfies Translation['consentChoices'];
