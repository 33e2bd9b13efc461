import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../generated/model';
import { isCampaignSlug, landingProfileId, profileLine } from './landing-view';

const profileWith = (about_me: string | null, signup_reason: string | null = null): Profile => ({
  id: 7,
  name: 'Mia',
  country: 'NL',
  status: 'active',
  gender: 'female',
  sexuality: 'hetero',
  age: 30,
  interests: [],
  fictional: false,
  about_me,
  signup_reason,
});

describe('the member’s line on a landing page', () => {
  it('is the about-me text, spaces folded', () => {
    expect(profileLine(profileWith('  Loves   hiking\nand tea  '))).toBe('Loves hiking and tea');
  });

  it('falls back on the signup reason, then on nothing', () => {
    expect(profileLine(profileWith('   ', 'Looking for a friend'))).toBe('Looking for a friend');
    expect(profileLine(profileWith(null, null))).toBeUndefined();
  });

  it('cuts a long text at a word end, the ellipsis in place of a stop', () => {
    const text = `${'word '.repeat(30)}end. More words follow here and go on and on for a while.`;
    const line = profileLine(profileWith(text)) ?? '';
    expect(Array.from(line).length).toBeLessThanOrEqual(161);
    expect(line.endsWith('…')).toBe(true);
    expect(line).not.toMatch(/[.\s]…$/u);
  });

  it('never cuts an emoji in half', () => {
    const line = profileLine(profileWith('😀'.repeat(200))) ?? '';
    expect(Array.from(line.slice(0, -1)).every((character) => character === '😀')).toBe(true);
  });
});

describe('the addresses of member landing pages', () => {
  it('takes whole profile ids from 1 only', () => {
    expect(landingProfileId('101')).toBe(101);
    for (const bad of ['0', '-1', '1.5', 'abc', '0101', undefined])
      expect(landingProfileId(bad)).toBeUndefined();
  });

  it('takes slugs in the contract’s pattern only', () => {
    expect(isCampaignSlug('summer-2')).toBe(true);
    for (const bad of ['Summer', 'a b', '<script>', '', 'x'.repeat(65)])
      expect(isCampaignSlug(bad)).toBe(false);
  });
});
