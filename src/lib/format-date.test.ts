import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-date';

describe('formatLongDate', () => {
  it('writes dates the Dutch way by default (spec §1)', () => {
    expect(formatLongDate('2024-03-01T12:00:00Z')).toBe('1 maart 2024');
  });

  it("writes them in the member's language when given", () => {
    expect(formatLongDate('2024-03-01T12:00:00Z', 'en')).toBe('March 1, 2024');
    expect(formatLongDate('2024-03-01T12:00:00Z', 'de')).toBe('1. März 2024');
  });
});
