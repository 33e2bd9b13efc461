import type { Translation } from '../i18n-types';

/** /landers/alonetonight: who is online tonight. */
export const landerAlone = {
  kicker: 'I kveld, i nærheten av deg',
  onlineCount: '{count} {{medlem|medlemmer}} pålogget i nærheten',
  onlineNone: 'Nye medlemmer blir med hver kveld',
  cta: 'Finn selskap i kveld',
  profilesTitle: 'Våkne og pålogget i kveld',
  closingTitle: 'Hvorfor være alene i kveld?',
  closingText:
    'Lag din gratis profil på et minutt, se hvem som er i nærheten, og begynn å chatte allerede i kveld.',
} satisfies Translation['landerAlone'];
