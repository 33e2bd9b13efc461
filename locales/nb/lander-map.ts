import type { Translation } from '../i18n-types';

/** /landers/maplanding: members placed by region on a drawn map. */
export const landerMap = {
  kicker: 'Medlemmer nær deg',
  mapTitle: 'Medlemmer etter region',
  summary: '{members} {{members:medlem|medlemmer}} i {regions} {{regions:region|regioner}}',
  regions: 'Regioner på kartet',
  pin: '{region}: {count} {{medlem|medlemmer}}',
  hint: 'Velg en nål for å se hvem som er der.',
  regionCount: '{count} {{medlem|medlemmer}} her',
  empty: 'Ingen medlemmer å vise på kartet akkurat nå. Bli gratis medlem og vær blant de første.',
  cta: 'Si hei gratis',
} satisfies Translation['landerMap'];
