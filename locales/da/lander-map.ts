import type { Translation } from '../i18n-types';

/** /landers/maplanding: members placed by region on a drawn map. */
export const landerMap = {
  kicker: 'Medlemmer nær dig',
  mapTitle: 'Medlemmer efter region',
  summary: '{members} {{members:medlem|medlemmer}} i {regions} {{regions:region|regioner}}',
  regions: 'Regioner på kortet',
  pin: '{region}: {count} {{medlem|medlemmer}}',
  hint: 'Vælg en nål for at se, hvem der er der.',
  regionCount: '{count} {{medlem|medlemmer}} her',
  empty: 'Der er ingen medlemmer at vise på kortet lige nu. Bliv gratis medlem og vær blandt de første.',
  cta: 'Sig hej gratis',
} satisfies Translation['landerMap'];
