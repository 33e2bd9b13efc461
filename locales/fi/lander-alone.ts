import type { Translation } from '../i18n-types';

/** /landers/alonetonight: who is online tonight. */
export const landerAlone = {
  kicker: 'Tänä iltana, lähelläsi',
  onlineCount: '{count} {{jäsen|jäsentä}} paikalla lähelläsi',
  onlineNone: 'Uusia jäseniä liittyy joka ilta',
  cta: 'Löydä seuraa tälle illalle',
  profilesTitle: 'Hereillä ja paikalla tänä iltana',
  closingTitle: 'Miksi viettää ilta yksin?',
  closingText: 'Luo maksuton profiilisi minuutissa, katso kuka on lähellä ja aloita juttelu jo tänä iltana.',
} satisfies Translation['landerAlone'];
