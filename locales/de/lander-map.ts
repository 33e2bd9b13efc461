import type { Translation } from '../i18n-types';

/** /landers/maplanding: members placed by region on a drawn map. */
export const landerMap = {
  kicker: 'Mitglieder in deiner Nähe',
  mapTitle: 'Mitglieder nach Region',
  summary: '{members} {{members:Mitglied|Mitglieder}} in {regions} {{regions:Region|Regionen}}',
  regions: 'Regionen auf der Karte',
  pin: '{region}: {count} {{Mitglied|Mitglieder}}',
  hint: 'Wähle eine Markierung, um zu sehen, wer dort ist.',
  regionCount: '{count} {{Mitglied|Mitglieder}} hier',
  empty: 'Gerade gibt es keine Mitglieder auf der Karte. Tritt kostenlos bei und sei unter den Ersten.',
  cta: 'Kostenlos Hallo sagen',
} satisfies Translation['landerMap'];
