import type { Translation } from '../i18n-types';

/** /landers/maplanding: members placed by region on a drawn map. */
export const landerMap = {
  kicker: 'Leden bij jou in de buurt',
  mapTitle: 'Leden per regio',
  summary: '{members} {{members:lid|leden}} in {regions} {{regions:regio|regio’s}}',
  regions: 'Regio’s op de kaart',
  pin: '{region}: {count} {{lid|leden}}',
  hint: 'Kies een speld om te zien wie er is.',
  regionCount: '{count} {{lid|leden}} hier',
  empty: 'Er zijn nu geen leden om op de kaart te tonen. Word gratis lid en wees een van de eersten.',
  cta: 'Zeg gratis hallo',
} satisfies Translation['landerMap'];
