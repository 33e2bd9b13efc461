import { describe, expect, it } from 'vitest';
import { creditBadgeTone, formatBadgeCount } from './badges';

describe('badge count (spec §9: 99+ from 100)', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [10, '10'],
    [11, '11'],
    [99, '99'],
    [100, '99+'],
    [12_345, '99+'],
  ])('shows %i as %s', (count, shown) => {
    expect(formatBadgeCount(count)).toBe(shown);
  });
});

describe('credit badge tone (spec §9: at 10 credits or fewer, warning above 0, danger at 0)', () => {
  it.each([
    [0, 'danger'],
    [1, 'warning'],
    [10, 'warning'],
    [11, undefined],
    [99, undefined],
    [100, undefined],
  ] as const)('a balance of %i gives %s', (credits, tone) => {
    expect(creditBadgeTone(credits)).toBe(tone);
  });
});
