import { describe, expect, it } from 'vitest';
import { formatCountdown, isTimeBonusActive, timeBonusSecondsLeft } from './time-bonus';

const signup = '2026-11-25T10:00:00Z';
const at = (iso: string) => Date.parse(iso);

describe('time bonus (spec §4)', () => {
  it('lasts 4 hours from signup for unpaid members', () => {
    expect(timeBonusSecondsLeft({ paid_user: false, signup_date: signup }, at('2026-11-25T11:00:00Z'))).toBe(
      3 * 3600,
    );
    expect(isTimeBonusActive({ paid_user: false, signup_date: signup }, at('2026-11-25T13:59:59Z'))).toBe(
      true,
    );
    expect(isTimeBonusActive({ paid_user: false, signup_date: signup }, at('2026-11-25T14:00:00Z'))).toBe(
      false,
    );
  });

  it('never applies to paid members', () => {
    expect(timeBonusSecondsLeft({ paid_user: true, signup_date: signup }, at('2026-11-25T10:00:01Z'))).toBe(
      0,
    );
  });

  it('shows hours, minutes and seconds padded to two digits', () => {
    expect(formatCountdown(14_400)).toBe('04:00:00');
    expect(formatCountdown(3 * 3600 + 59 * 60 + 7)).toBe('03:59:07');
    expect(formatCountdown(5)).toBe('00:00:05');
  });
});
