import type { Translation } from '../i18n-types';

/** /landers/alonetonight: who is online tonight. */
export const landerAlone = {
  kicker: 'I kväll, nära dig',
  onlineCount: '{count} {{medlem|medlemmar}} online nära dig',
  onlineNone: 'Nya medlemmar ansluter varje kväll',
  cta: 'Hitta sällskap i kväll',
  profilesTitle: 'Vakna och online i kväll',
  closingTitle: 'Varför vara ensam i kväll?',
  closingText: 'Skapa din gratisprofil på en minut, se vem som är i närheten och börja chatta redan i kväll.',
} satisfies Translation['landerAlone'];
