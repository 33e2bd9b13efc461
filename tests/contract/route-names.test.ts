import { describe, expect, it } from 'vitest';
import { InfoPageKey } from '../../generated/model/infoPageKey';
import { LandingName } from '../../generated/model/landingName';
import { infoPageKeys } from '../../src/domain/info-pages';
import { landerNames, nichePrefixes } from '../../src/domain/landing';

describe('landing and information page names', () => {
  it('match the contract, so every route the app offers is one the API knows', () => {
    expect([...landerNames, 'tinderswipe'].sort()).toEqual(Object.values(LandingName).sort());
    expect([...infoPageKeys].sort()).toEqual(Object.values(InfoPageKey).sort());
  });

  it('give niches 2 to 7 a prefix and niche 1 none (spec §1)', () => {
    expect(nichePrefixes.map(({ niche }) => niche)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(nichePrefixes.map(({ prefix }) => prefix)).toEqual(['she', 'bdsm', 'bbw', 'gilf', 'milf', 'gay']);
  });
});
