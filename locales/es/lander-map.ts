import type { Translation } from '../i18n-types';

/** /landers/maplanding: members placed by region on a drawn map. */
export const landerMap = {
  kicker: 'Miembros cerca de ti',
  mapTitle: 'Miembros por región',
  summary: '{members} {{members:miembro|miembros}} en {regions} {{regions:región|regiones}}',
  regions: 'Regiones del mapa',
  pin: '{region}: {count} {{miembro|miembros}}',
  hint: 'Elige un punto del mapa para ver quién está allí.',
  regionCount: '{count} {{miembro|miembros}} aquí',
  empty: 'Ahora mismo no hay miembros que mostrar en el mapa. Únete gratis y sé de los primeros.',
  cta: 'Únete gratis y saluda',
} satisfies Translation['landerMap'];
