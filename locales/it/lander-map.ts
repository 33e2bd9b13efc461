import type { Translation } from '../i18n-types';

/** /landers/maplanding: members placed by region on a drawn map. */
export const landerMap = {
  kicker: 'Membri vicino a te',
  mapTitle: 'Membri per regione',
  summary: '{members} {{members:membro|membri}} in {regions} {{regions:regione|regioni}}',
  regions: 'Regioni sulla mappa',
  pin: '{region}: {count} {{membro|membri}}',
  hint: 'Scegli un segnaposto per vedere chi c’è.',
  regionCount: '{count} {{membro|membri}} qui',
  empty: 'Al momento non ci sono membri da mostrare sulla mappa. Iscriviti gratis e sii tra i primi.',
  cta: 'Saluta gratis',
} satisfies Translation['landerMap'];
