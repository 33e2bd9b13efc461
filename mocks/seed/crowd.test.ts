import { afterAll, describe, expect, it } from 'vitest';
import { personaIds } from './personas';
import { resetSimulation } from '../reset';
import { members } from '../db/members';
import { searchMembers } from '../handlers/members-search';
import { crowdNearbyCount, crowdRegions } from './crowd';

const start = Date.parse('2026-11-25T12:00:00Z');

/** The free persona's search by region, as `npm run bench` asks it (scripts/bench/search-scale.ts). */
const search = (region: string) => {
  const free = members.findFirst((q) => q.where({ id: personaIds.free }));
  return searchMembers(
    { gender: 'female', country: 'GB', countryregion: region, page: 1, per_page: 24 },
    free,
  );
};

/** The answer's body, as the handler built it (the search answers 200 for a member). */
const matchesOf = (answer: ReturnType<typeof search>) => {
  if (!('num_results' in answer.body)) throw new Error('the search did not answer results');
  return answer.body;
};

describe('the crowd seed option (npm run sim -- --crowd <N>)', () => {
  afterAll(async () => {
    await resetSimulation({ start });
  });

  it('adds nobody by default', async () => {
    await resetSimulation({ start });
    expect(matchesOf(search(crowdRegions.crowded)).num_results).toBeLessThan(50);
  });

  it('gives about 100 matches in one region and the rest of the crowd in the other', async () => {
    await resetSimulation({ start, crowd: 10_100 });
    const nearby = matchesOf(search(crowdRegions.nearby));
    const crowded = matchesOf(search(crowdRegions.crowded));
    expect(nearby.num_results).toBeGreaterThanOrEqual(crowdNearbyCount);
    expect(nearby.num_results).toBeLessThan(crowdNearbyCount + 10);
    expect(crowded.num_results).toBeGreaterThanOrEqual(10_000);
    expect(crowded.profiles).toHaveLength(24);
  }, 60_000);
});
