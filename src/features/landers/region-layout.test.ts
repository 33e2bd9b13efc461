import { describe, expect, it } from 'vitest';
import type { LanderProfile } from './lander-view';
import { groupByRegion, layoutRegions, type PinPlace } from './region-layout';

const regions = (count: number) => Array.from({ length: count }, (_, index) => `GB|Region ${String(index)}`);

/** Distance between two pins in cells, the unit the layout keeps them apart in. */
const cellsApart = (a: PinPlace, b: PinPlace) =>
  Math.max(Math.abs(a.x - b.x) / a.cellWidth, Math.abs(a.y - b.y) / a.cellHeight);

const profile = (id: number, country: string, region: string | undefined, place?: string): LanderProfile => ({
  id,
  name: `Member ${String(id)}`,
  age: 30,
  place: place ?? region,
  region,
  country,
  online: false,
  photoUrl: undefined,
  matchUrl: undefined,
  thumbUrl: undefined,
  fictionalWarning: undefined,
  words: undefined,
});

describe('layoutRegions', () => {
  it('places the same regions the same way, whatever their order', () => {
    const keys = regions(12);
    const first = layoutRegions(keys);
    const again = layoutRegions([...keys].reverse());
    expect(first.size).toBe(12);
    for (const key of keys) expect(again.get(key)).toEqual(first.get(key));
  });

  it('keeps a region’s place when other regions come and go', () => {
    // 12 and 13 regions make the same 5 × 4 cells: only a taken cell could move a region on.
    const few = layoutRegions(regions(12));
    const more = layoutRegions(regions(13));
    const moved = regions(12).filter((key) => JSON.stringify(few.get(key)) !== JSON.stringify(more.get(key)));
    expect(moved.length).toBeLessThanOrEqual(2);
  });

  it.each([1, 2, 3, 6, 12, 30])('keeps %i pins on the canvas, clear of its edges and apart', (count) => {
    const places = [...layoutRegions(regions(count)).values()];
    expect(places).toHaveLength(count);
    for (const place of places) {
      expect(place.x).toBeGreaterThanOrEqual(0.07);
      expect(place.x).toBeLessThanOrEqual(0.93);
      expect(place.y).toBeGreaterThanOrEqual(0.12);
      expect(place.y).toBeLessThanOrEqual(0.88);
    }
    for (const [index, a] of places.entries()) {
      for (const b of places.slice(index + 1)) expect(cellsApart(a, b)).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('leaves cells empty, so the pins scatter rather than fill a grid', () => {
    const [place] = layoutRegions(regions(12)).values();
    if (place === undefined) throw new Error('no place');
    // The canvas less its edges, in cells: 12 regions on 5 × 4 cells.
    const columns = Math.round(0.86 / place.cellWidth);
    const rows = Math.round(0.76 / place.cellHeight);
    expect(columns * rows).toBe(20);
  });

  it('places nothing for no regions, and a region named twice once', () => {
    expect(layoutRegions([]).size).toBe(0);
    expect(layoutRegions(['GB|Wales', 'GB|Wales']).size).toBe(1);
  });

  it('places names in any script', () => {
    const places = layoutRegions(['PL|dolnośląskie', 'GR|Κρήτη', 'JP|東京都', 'SE|Jönköping']);
    expect(places.size).toBe(4);
  });
});

describe('groupByRegion', () => {
  const countryName = (code: string) => `Country ${code}`;

  it('groups by region within a country, the fullest region first, then in the server’s order', () => {
    const groups = groupByRegion(
      [
        profile(1, 'GB', 'Wales'),
        profile(2, 'GB', 'Scotland'),
        profile(3, 'BE', 'Limburg'),
        profile(4, 'GB', 'Scotland'),
        profile(5, 'NL', 'Limburg'),
      ],
      countryName,
    );
    expect(groups.map((group) => [group.key, group.profiles.map((member) => member.id)])).toEqual([
      ['GB|Scotland', [2, 4]],
      ['GB|Wales', [1]],
      ['BE|Limburg', [3]],
      ['NL|Limburg', [5]],
    ]);
  });

  it('falls back to the place, then to the country, when a member gave no region', () => {
    const groups = groupByRegion(
      [profile(1, 'DE', undefined, 'Berlin'), profile(2, 'FR', undefined)],
      countryName,
    );
    expect(groups.map((group) => group.label)).toEqual(['Berlin', 'Country FR']);
  });
});
