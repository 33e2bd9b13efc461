import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../../tests/utils/memory-storage';
import {
  dismissalsKey,
  dismissedAt,
  forgetDismissalsInMemoryForTests,
  rememberDismissal,
  subscribeDismissals,
} from './dismissal-store';

const atMs = Date.parse('2026-03-01T12:00:00.000Z');
const member = 3;
const otherMember = 1;

afterEach(() => {
  vi.unstubAllGlobals();
  forgetDismissalsInMemoryForTests();
});

describe('dismissal store', () => {
  it('knows no dismissal at first', () => {
    expect(dismissedAt(member, 'profile_photo')).toBeUndefined();
  });

  it("keeps the time per member and alert, in the member's own versioned entry", () => {
    rememberDismissal(member, 'profile_photo', atMs);
    expect(dismissedAt(member, 'profile_photo')).toBe(atMs);
    expect(dismissedAt(member, 'push')).toBeUndefined();
    expect(dismissedAt(otherMember, 'profile_photo')).toBeUndefined();
    expect(dismissalsKey(member)).toBe('alert-dismissals:v1:3');
    expect(JSON.parse(localStorage.getItem('alert-dismissals:v1:3') ?? 'null')).toEqual({
      profile_photo: '2026-03-01T12:00:00.000Z',
    });
  });

  it('adds a second alert beside the first and moves a dismissal to its latest time', () => {
    rememberDismissal(member, 'profile_photo', atMs);
    rememberDismissal(member, 'time_bonus', atMs + 1000);
    rememberDismissal(member, 'profile_photo', atMs + 5000);
    expect(dismissedAt(member, 'profile_photo')).toBe(atMs + 5000);
    expect(dismissedAt(member, 'time_bonus')).toBe(atMs + 1000);
  });

  it('reads corrupt entries as no dismissal, and a write repairs them', () => {
    localStorage.setItem(dismissalsKey(member), '{"profile_photo":');
    expect(dismissedAt(member, 'profile_photo')).toBeUndefined();
    localStorage.setItem(dismissalsKey(member), '["profile_photo"]');
    expect(dismissedAt(member, 'profile_photo')).toBeUndefined();
    localStorage.setItem(
      dismissalsKey(member),
      JSON.stringify({ profile_photo: 'yesterday', push: 12, time_bonus: '2026-03-01T12:00:00Z', spam: 'x' }),
    );
    expect(dismissedAt(member, 'profile_photo')).toBeUndefined();
    expect(dismissedAt(member, 'push')).toBeUndefined();
    expect(dismissedAt(member, 'time_bonus')).toBe(atMs);

    rememberDismissal(member, 'push', atMs);
    expect(JSON.parse(localStorage.getItem(dismissalsKey(member)) ?? 'null')).toEqual({
      push: '2026-03-01T12:00:00.000Z',
      time_bonus: '2026-03-01T12:00:00.000Z',
    });
  });

  it("does not apply another member's dismissal", () => {
    rememberDismissal(otherMember, 'profile_photo', atMs);
    expect(dismissedAt(member, 'profile_photo')).toBeUndefined();
    expect(dismissedAt(otherMember, 'profile_photo')).toBe(atMs);
  });

  it('keeps the dismissal in memory when the storage throws, and never throws itself', () => {
    vi.stubGlobal('localStorage', createMemoryStorage({ failing: true }));
    expect(dismissedAt(member, 'profile_photo')).toBeUndefined();
    expect(() => {
      rememberDismissal(member, 'profile_photo', atMs);
    }).not.toThrow();
    expect(dismissedAt(member, 'profile_photo')).toBe(atMs);
    expect(dismissedAt(otherMember, 'profile_photo')).toBeUndefined();
    // A reload forgets the page's copy: with no storage there is nothing more to keep it in.
    forgetDismissalsInMemoryForTests();
    expect(dismissedAt(member, 'profile_photo')).toBeUndefined();
  });

  it('keeps the dismissal in memory where there is no storage at all', () => {
    vi.stubGlobal('localStorage', undefined);
    rememberDismissal(member, 'push', atMs);
    expect(dismissedAt(member, 'push')).toBe(atMs);
  });

  it('tells subscribers of a dismissal here and of one in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeDismissals(listener);
    rememberDismissal(member, 'profile_photo', atMs);
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: dismissalsKey(otherMember) }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'used-locales' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    rememberDismissal(member, 'push', atMs);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
