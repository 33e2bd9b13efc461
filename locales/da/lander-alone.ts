import type { Translation } from '../i18n-types';

/** /landers/alonetonight: who is online tonight. */
export const landerAlone = {
  kicker: 'I aften, tæt på dig',
  onlineCount: '{count} {{medlem|medlemmer}} online i nærheden',
  onlineNone: 'Der kommer nye medlemmer til hver aften',
  cta: 'Find selskab i aften',
  profilesTitle: 'Vågne og online i aften',
  closingTitle: 'Hvorfor være alene i aften?',
  closingText: 'Opret din gratis profil på et minut, se hvem der er i nærheden, og begynd at chatte i aften.',
} satisfies Translation['landerAlone'];
