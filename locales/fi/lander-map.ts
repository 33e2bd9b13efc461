import type { Translation } from '../i18n-types';

/** /landers/maplanding: members placed by region on a drawn map. */
export const landerMap = {
  kicker: 'Jäseniä lähelläsi',
  mapTitle: 'Jäsenet alueittain',
  summary: '{members} {{members:jäsen|jäsentä}} {regions} alueella',
  regions: 'Alueet kartalla',
  pin: '{region}: {count} {{jäsen|jäsentä}}',
  hint: 'Valitse merkki nähdäksesi, keitä siellä on.',
  regionCount: '{count} {{jäsen|jäsentä}} täällä',
  empty: 'Kartalla ei ole juuri nyt näytettäviä jäseniä. Liity ilmaiseksi ja ole ensimmäisten joukossa.',
  cta: 'Liity ja sano hei',
} satisfies Translation['landerMap'];
