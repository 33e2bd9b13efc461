import type { Translation } from '../i18n-types';

/** The cookie settings dialog: the categories one by one (decision 030). */
export const consentChoices = {
  dialogTitle: 'Cookie-instellingen',
  dialogIntro:
    'Kies wat we op je apparaat mogen bewaren. Je kunt dit altijd wijzigen via ‘Cookie-instellingen wijzigen’ onderaan de pagina.',
  necessary: 'Noodzakelijk (altijd aan)',
  necessaryText:
    'Je login, je taal, dat je de toegangswaarschuwing hebt gepasseerd, en deze keuze. Waar aanmelden of zoeken alleen voor bezoekers van een partner is, het partnernetwerk van je link.',
  statistics: 'Statistieken',
  statisticsText:
    'Laat ons weten wanneer je een pagina verlaat die je via een partnerlink bereikte, zodat we zien hoe lang bezoekers blijven.',
  marketing: 'Marketing',
  marketingText:
    'Onthoudt de partner en campagne van je link en stuurt ze mee met je aanmelding, zodat de partner ervoor wordt beloond.',
  save: 'Mijn keuze opslaan',
} satisfies Translation['consentChoices'];
