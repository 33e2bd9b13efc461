import type { Translation } from '../i18n-types';

/** /landers/maplanding: members placed by region on a drawn map. */
export const landerMap = {
  kicker: 'Medlemmar nära dig',
  mapTitle: 'Medlemmar per region',
  summary: '{members} {{members:medlem|medlemmar}} i {regions} {{regions:region|regioner}}',
  regions: 'Regioner på kartan',
  pin: '{region}: {count} {{medlem|medlemmar}}',
  hint: 'Välj en nål för att se vem som finns där.',
  regionCount: '{count} {{medlem|medlemmar}} här',
  empty: 'Inga medlemmar att visa på kartan just nu. Gå med gratis och bli bland de första.',
  cta: 'Säg hej gratis',
} satisfies Translation['landerMap'];
