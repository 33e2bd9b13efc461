import { describe, expect, it } from 'vitest';
import { nicheHomeOf } from './landing';

describe('nicheHomeOf', () => {
  it('keeps the niche prefix of a lander', () => {
    expect(nicheHomeOf('/she/landers/gallery/summer')).toBe('/she');
    expect(nicheHomeOf('/gay/landers/tinderswipe')).toBe('/gay');
    expect(nicheHomeOf('/bdsm')).toBe('/bdsm');
  });

  it('leads home without one, and does not take a look-alike for a prefix', () => {
    expect(nicheHomeOf('/landers/video')).toBe('/');
    expect(nicheHomeOf('/members/101/landing')).toBe('/');
    expect(nicheHomeOf('/shelter/landers/video')).toBe('/');
    expect(nicheHomeOf('/')).toBe('/');
  });
});
