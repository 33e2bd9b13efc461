import { describe, expect, it } from 'vitest';
import { swipeLikesPerDay } from './limits';
import { swipeAllowance, swipeDayOf, swipeResetAtMs } from './swipe-day';

const at = (iso: string) => Date.parse(iso);

describe('swipe day (spec §4, §9: 4 likes a day)', () => {
  it('names the day by its UTC date', () => {
    expect(swipeDayOf(at('2026-11-25T00:00:00Z'))).toBe('2026-11-25');
    expect(swipeDayOf(at('2026-11-25T23:59:59.999Z'))).toBe('2026-11-25');
    expect(swipeDayOf(at('2026-11-26T00:00:00Z'))).toBe('2026-11-26');
  });

  it('resets at the next midnight, a full day ahead at midnight itself', () => {
    expect(swipeResetAtMs(at('2026-11-25T20:00:00Z'))).toBe(at('2026-11-26T00:00:00Z'));
    expect(swipeResetAtMs(at('2026-11-26T00:00:00Z'))).toBe(at('2026-11-27T00:00:00Z'));
    expect(swipeResetAtMs(at('2026-12-31T23:59:59Z'))).toBe(at('2027-01-01T00:00:00Z'));
  });

  it('counts the likes left down from 4, never below 0', () => {
    const now = at('2026-11-25T12:00:00Z');
    expect(swipeLikesPerDay).toBe(4);
    expect(swipeAllowance(0, now).likesLeft).toBe(4);
    expect(swipeAllowance(3, now).likesLeft).toBe(1);
    expect(swipeAllowance(4, now).likesLeft).toBe(0);
    expect(swipeAllowance(6, now).likesLeft).toBe(0);
  });

  it('says when the likes return and how many whole seconds are left until then', () => {
    expect(swipeAllowance(4, at('2026-11-25T20:00:00Z'))).toEqual({
      likesLeft: 0,
      resetsAt: '2026-11-26T00:00:00.000Z',
      secondsToReset: 4 * 3600,
    });
    expect(swipeAllowance(4, at('2026-11-25T23:59:59.500Z')).secondsToReset).toBe(1);
  });
});
