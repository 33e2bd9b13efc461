import type { Translation } from '../i18n-types';

/** /landers/maplanding: members placed by region on a drawn map. */
export const landerMap = {
  kicker: 'Membres près de chez toi',
  mapTitle: 'Membres par région',
  summary: '{members} {{members:membre|membres}} dans {regions} {{regions:région|régions}}',
  regions: 'Régions sur la carte',
  pin: '{region} : {count} {{membre|membres}}',
  hint: 'Choisis un repère pour voir qui s’y trouve.',
  regionCount: '{count} {{membre|membres}} ici',
  empty:
    'Aucun membre à afficher sur la carte pour le moment. Inscris-toi gratuitement et sois parmi les premiers.',
  cta: 'Dis bonjour gratuitement',
} satisfies Translation['landerMap'];
