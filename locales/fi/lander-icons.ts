import type { Translation } from '../i18n-types';

/** /landers/iconslanding: the round portraits. */
export const landerIcons = {
  members: 'Jäseniä, jotka haluavat jutella',
  cta: 'Aloita juttelu ilmaiseksi',
  whyTitle: 'Miksi liittyä palveluun {siteName}?',
  nearTitle: 'Ihmisiä lähelläsi',
  nearText: 'Katso, kuka asuu lähellä ja kuka on paikalla juuri nyt.',
  chatTitle: 'Juttelemaan minuuteissa',
  chatText: 'Luo profiilisi ja lähetä ensimmäinen viestisi heti.',
  privateTitle: 'Diskreetti ja yksityinen',
  privateText: 'Sinä päätät, mitä muut näkevät sinusta.',
} satisfies Translation['landerIcons'];
