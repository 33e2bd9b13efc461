import type { Translation } from '../i18n-types';

/** The cookie settings dialog: the categories one by one (decision 030). */
export const consentChoices = {
  dialogTitle: 'Cookieindstillinger',
  dialogIntro:
    'Vælg, hvad vi må gemme på din enhed. Du kan altid ændre det under “Skift cookieindstillinger” nederst på siden.',
  necessary: 'Nødvendige (altid slået til)',
  necessaryText:
    'Dit login, dit sprog, at du har passeret adgangsadvarslen, og dette valg. Hvor tilmelding eller søgning kun er for besøgende fra en partner, partnernetværket fra dit link.',
  statistics: 'Statistik',
  statisticsText:
    'Fortæller os, når du forlader en side, du kom til via et partnerlink, så vi kan se, hvor længe besøgende bliver.',
  marketing: 'Markedsføring',
  marketingText:
    'Husker partneren og kampagnen fra dit link og sender dem med din tilmelding, så partneren bliver krediteret.',
  save: 'Gem mine valg',
} satisfies Translation['consentChoices'];
