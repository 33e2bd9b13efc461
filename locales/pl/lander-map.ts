import type { Translation } from '../i18n-types';

/** /landers/maplanding: members placed by region on a drawn map. */
export const landerMap = {
  kicker: 'Osoby w pobliżu',
  mapTitle: 'Osoby według regionu',
  summary:
    '{members} {{members:|osoba||osoby|osób|osoby}} w {regions} {{regions:|regionie||regionach|regionach|regionu}}',
  regions: 'Regiony na mapie',
  pin: '{region}: {count} {{|osoba||osoby|osób|osoby}}',
  hint: 'Wybierz pinezkę, aby zobaczyć, kto tam jest.',
  regionCount: '{count} {{|osoba||osoby|osób|osoby}} tutaj',
  empty: 'Na mapie nie ma teraz nikogo do pokazania. Dołącz za darmo i bądź wśród pierwszych.',
  cta: 'Przywitaj się za darmo',
} satisfies Translation['landerMap'];
