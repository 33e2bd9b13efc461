import type { Translation } from '../i18n-types';

/** The cookie settings dialog: the categories one by one (decision 030). */
export const consentChoices = {
  dialogTitle: 'Innstillinger for informasjonskapsler',
  dialogIntro:
    'Velg hva vi får lagre på enheten din. Du kan endre det når som helst under «Endre innstillinger for informasjonskapsler» nederst på siden.',
  necessary: 'Nødvendige (alltid på)',
  necessaryText:
    'Innloggingen din, språket ditt, at du har passert inngangsvarselet, og dette valget. Der registrering eller søk bare er for besøkende fra en partner, partnernettverket i lenken din.',
  statistics: 'Statistikk',
  statisticsText:
    'Forteller oss når du forlater en side du kom til via en partnerlenke, så vi ser hvor lenge besøkende blir.',
  marketing: 'Markedsføring',
  marketingText:
    'Husker partneren og kampanjen i lenken din og sender dem med registreringen din, så partneren blir kreditert.',
  save: 'Lagre valgene mine',
} satisfies Translation['consentChoices'];
