import type { Translation } from '../i18n-types';

/** /landers/alonetonight: who is online tonight. */
export const landerAlone = {
  kicker: 'Esta noche, cerca de ti',
  onlineCount: '{count} {{miembro|miembros}} en línea cerca de ti',
  onlineNone: 'Cada noche se unen miembros nuevos',
  cta: 'Encuentra compañía esta noche',
  profilesTitle: 'Despiertos y en línea esta noche',
  closingTitle: '¿Por qué pasar la noche a solas?',
  closingText:
    'Crea tu perfil gratis en un minuto, mira quién está cerca y empieza a chatear esta misma noche.',
} satisfies Translation['landerAlone'];
