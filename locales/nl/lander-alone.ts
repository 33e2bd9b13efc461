import type { Translation } from '../i18n-types';

/** /landers/alonetonight: who is online tonight. */
export const landerAlone = {
  kicker: 'Vanavond, bij jou in de buurt',
  onlineCount: '{count} {{lid|leden}} online bij jou in de buurt',
  onlineNone: 'Elke avond komen er nieuwe leden bij',
  cta: 'Vind vanavond gezelschap',
  profilesTitle: 'Vanavond wakker en online',
  closingTitle: 'Waarom vanavond alleen zijn?',
  closingText:
    'Maak in een minuut je gratis profiel, bekijk wie er in de buurt is en begin vanavond nog te chatten.',
} satisfies Translation['landerAlone'];
