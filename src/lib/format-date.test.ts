import { describe, expect, it } from 'vitest';
import { formatListTime, formatLongDate } from './format-date';

describe('formatLongDate', () => {
  it('writes dates the Dutch way by default (spec §1)', () => {
    expect(formatLongDate('2024-03-01T12:00:00Z')).toBe('1 maart 2024');
  });

  it("writes them in the member's language when given", () => {
    expect(formatLongDate('2024-03-01T12:00:00Z', 'en')).toBe('March 1, 2024');
    expect(formatLongDate('2024-03-01T12:00:00Z', 'de')).toBe('1. März 2024');
  });
});

describe('formatListTime', () => {
  // Local times: the list speaks of the member's own day.
  const now = new Date(2026, 10, 27, 15, 30);

  it('gives the time today, the weekday this week, and the date before', () => {
    expect(formatListTime(new Date(2026, 10, 27, 9, 5).toISOString(), 'en-GB', now)).toBe('09:05');
    expect(formatListTime(new Date(2026, 10, 26, 23, 59).toISOString(), 'en-GB', now)).toBe('Thu');
    expect(formatListTime(new Date(2026, 10, 21, 8, 0).toISOString(), 'en-GB', now)).toBe('Sat');
    expect(formatListTime(new Date(2026, 10, 20, 8, 0).toISOString(), 'en-GB', now)).toBe('20 Nov');
    expect(formatListTime(new Date(2025, 10, 20, 8, 0).toISOString(), 'en-GB', now)).toBe('20 Nov 2025');
  });

  it("writes them in the member's language, and nothing for a date that is not one", () => {
    expect(formatListTime(new Date(2026, 10, 26, 12, 0).toISOString(), 'de', now)).toBe('Do');
    expect(formatListTime('not a date', 'en', now)).toBe('');
  });
});
