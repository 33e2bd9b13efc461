import type { Translation } from '../i18n-types';

/** /landers/alonetonight: who is online tonight. */
export const landerAlone = {
  kicker: 'Ce soir, près de chez toi',
  onlineCount: '{count} {{membre|membres}} en ligne près de chez toi',
  onlineNone: 'De nouveaux membres arrivent chaque soir',
  cta: 'Trouver de la compagnie ce soir',
  profilesTitle: 'Réveillés et en ligne ce soir',
  closingTitle: 'Pourquoi passer la soirée seul·e ?',
  closingText:
    'Crée ton profil gratuit en une minute, découvre qui est près de chez toi et commence à discuter dès ce soir.',
} satisfies Translation['landerAlone'];
