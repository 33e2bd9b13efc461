import type { LanderProfile } from './lander-view';

/** The members of one region, as the map shows them: one pin, their faces stacked on it. */
export interface RegionGroup {
  /** Country and region together: the same region name in two countries is two regions. */
  key: string;
  /** The region, else the member's place, else the country's name. */
  label: string;
  country: string;
  profiles: readonly LanderProfile[];
}

/**
 * The campaign's members by region, the fullest region first (ties: as the server ordered them,
 * which is nearest first), so the page opens on the region with most to show.
 */
export const groupByRegion = (
  profiles: readonly LanderProfile[],
  countryName: (code: string) => string,
): RegionGroup[] => {
  const groups = new Map<
    string,
    { label: string; country: string; profiles: LanderProfile[]; first: number }
  >();
  profiles.forEach((profile, index) => {
    const label = profile.region ?? profile.place ?? countryName(profile.country);
    const key = `${profile.country}|${label}`;
    const group = groups.get(key);
    if (group === undefined)
      groups.set(key, { label, country: profile.country, profiles: [profile], first: index });
    else group.profiles.push(profile);
  });
  return [...groups.entries()]
    .sort(([, a], [, b]) => b.profiles.length - a.profiles.length || a.first - b.first)
    .map(([key, { label, country, profiles: members }]) => ({ key, label, country, profiles: members }));
};

/** Where a pin stands: its centre and its cell's size, as fractions of the canvas (0–1). */
export interface PinPlace {
  x: number;
  y: number;
  cellWidth: number;
  cellHeight: number;
}

/** FNV-1a: a small, stable string hash, so a region keeps its place on every visit. */
const hash = (text: string): number => {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
};

/** A second number from the same key, between -1 and 1, for the small offset inside a cell. */
const wobble = (key: string, axis: string): number => (hash(`${key}#${axis}`) / 0xffffffff) * 2 - 1;

/** The canvas is 3:2; cells come out about square in pixels with columns ≈ 1.5 × rows. */
const canvasAspect = 3 / 2;
/** Kept free at the edges, so no pin is cut by the canvas's border. */
const insetX = 0.07;
const insetY = 0.12;
/** Rows shift left and right by a quarter cell, so the pins never read as a grid. */
const stagger = 0.25;
/** How far a pin may stray from its (staggered) cell centre, as a part of the cell. */
const jitterX = 0.1;
const jitterY = 0.08;

/**
 * Places the regions' pins on the drawn map, the same way for the same regions on every visit and
 * in any order: each region takes the cell of a grid its name's hash points at (the next free one
 * on a collision), and a small offset inside that cell, also from the hash. The grid has half as
 * many cells again as regions, so some stay empty and the pins scatter like places on a map; one
 * pin per cell and offsets that stay inside the cell keep pins apart by at least 0.8 of a cell.
 */
export const layoutRegions = (keys: readonly string[]): Map<string, PinPlace> => {
  const places = new Map<string, PinPlace>();
  const unique = [...new Set(keys)];
  if (unique.length === 0) return places;
  const target = Math.ceil(unique.length * 1.5);
  const columns = Math.max(1, Math.round(Math.sqrt(target * canvasAspect)));
  const rows = Math.ceil(target / columns);
  const cells = columns * rows;
  const cellWidth = (1 - 2 * insetX) / columns;
  const cellHeight = (1 - 2 * insetY) / rows;
  const taken = new Set<number>();
  // Hash order, not the caller's order: a region's cell must not depend on who came first.
  const ordered = unique
    .map((key) => ({ key, h: hash(key) }))
    .sort((a, b) => a.h - b.h || (a.key < b.key ? -1 : 1));
  for (const { key, h } of ordered) {
    let cell = h % cells;
    while (taken.has(cell)) cell = (cell + 1) % cells;
    taken.add(cell);
    const row = Math.floor(cell / columns);
    const column = cell % columns;
    const shift = rows > 1 && columns > 1 ? (row % 2 === 0 ? -stagger : stagger) : 0;
    places.set(key, {
      x: insetX + (column + 0.5 + shift + jitterX * wobble(key, 'x')) * cellWidth,
      y: insetY + (row + 0.5 + jitterY * wobble(key, 'y')) * cellHeight,
      cellWidth,
      cellHeight,
    });
  }
  return places;
};
