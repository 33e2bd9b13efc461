import { describe, expect, it } from 'vitest';
import {
  dismissalPeriodMs,
  dismissibleAlerts,
  isAlertHidden,
  isDismissibleAlert,
  isStillHidden,
} from './alert-dismissals';

const dismissedAtMs = Date.parse('2026-03-01T12:00:00Z');
const day = 24 * 60 * 60 * 1000;

describe('alert dismissals (spec §4)', () => {
  it('names the four alerts the spec gives a dismissal flag', () => {
    expect([...dismissibleAlerts].sort()).toEqual([
      'notifications_disabled',
      'profile_photo',
      'push',
      'time_bonus',
    ]);
    expect(isDismissibleAlert('push')).toBe(true);
    expect(isDismissibleAlert('profilePhoto')).toBe(false);
    expect(isDismissibleAlert(3)).toBe(false);
  });

  it('shows an alert that was never dismissed', () => {
    expect(isStillHidden({ dismissedAtMs: undefined, nowMs: dismissedAtMs })).toBe(false);
    expect(isStillHidden({ dismissedAtMs: undefined, nowMs: dismissedAtMs, periodMs: day })).toBe(false);
  });

  it('keeps a dismissal without a period for good', () => {
    expect(isStillHidden({ dismissedAtMs, nowMs: dismissedAtMs + 3650 * day })).toBe(true);
  });

  it('hides for the period, then shows again from its last millisecond on', () => {
    const check = (nowMs: number) => isStillHidden({ dismissedAtMs, nowMs, periodMs: day });
    expect(check(dismissedAtMs)).toBe(true);
    expect(check(dismissedAtMs + day - 1)).toBe(true);
    expect(check(dismissedAtMs + day)).toBe(false);
  });

  it('stays hidden when the clock stands before the dismissal', () => {
    expect(isStillHidden({ dismissedAtMs, nowMs: dismissedAtMs - 10 * day, periodMs: day })).toBe(true);
  });

  it('brings the profile-photo alert back after 7 days and keeps the others away (decision 017)', () => {
    expect(dismissalPeriodMs.profile_photo).toBe(7 * day);
    expect(isAlertHidden('profile_photo', dismissedAtMs, dismissedAtMs + 7 * day - 1)).toBe(true);
    expect(isAlertHidden('profile_photo', dismissedAtMs, dismissedAtMs + 7 * day)).toBe(false);
    for (const alert of ['push', 'notifications_disabled', 'time_bonus'] as const) {
      expect(isAlertHidden(alert, dismissedAtMs, dismissedAtMs + 365 * day), alert).toBe(true);
      expect(isAlertHidden(alert, undefined, dismissedAtMs), alert).toBe(false);
    }
  });
});
