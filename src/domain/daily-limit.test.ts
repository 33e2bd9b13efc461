import { describe, expect, it } from 'vitest';
import { secondsUntilUtcMidnight, startOfUtcDayMs } from './daily-limit';

describe('daily limits (spec §8)', () => {
  it('count from midnight UTC', () => {
    expect(startOfUtcDayMs(Date.parse('2026-11-25T23:59:59Z'))).toBe(Date.parse('2026-11-25T00:00:00Z'));
  });

  it('lift at the next midnight UTC', () => {
    expect(secondsUntilUtcMidnight(Date.parse('2026-11-25T12:00:00Z'))).toBe(43_200);
    expect(secondsUntilUtcMidnight(Date.parse('2026-11-25T23:59:59.500Z'))).toBe(1);
  });
});
