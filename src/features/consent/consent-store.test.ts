import { describe, expect, it, vi } from 'vitest';
import { bounceLoggingOn, enableBounceLogging } from '../../lib/page-flags';
import { readTracking, storeTrackingFromQuery } from '../../lib/tracking';
import {
  acceptAll,
  consentChoice,
  consentStorageKey,
  consentVersion,
  readConsent,
  rejectAll,
  saveConsent,
} from './consent-store';

describe('consent store (decision 030)', () => {
  it('has no choice until the visitor makes one', () => {
    expect(readConsent()).toBeUndefined();
  });

  it('remembers the choice with its version and time', () => {
    rejectAll();
    const stored = JSON.parse(localStorage.getItem(consentStorageKey) ?? '{}') as unknown;
    expect(stored).toMatchObject({ version: consentVersion, statistics: false, marketing: false });
    expect(readConsent()).toMatchObject({ statistics: false, marketing: false });
    expect(Number.isNaN(Date.parse(readConsent()?.at ?? ''))).toBe(false);
  });

  it('asks again for a choice of an older version or a broken entry', () => {
    localStorage.setItem(
      consentStorageKey,
      JSON.stringify({ version: consentVersion - 1, at: '2026-01-01', statistics: true, marketing: true }),
    );
    expect(readConsent()).toBeUndefined();
    localStorage.setItem(consentStorageKey, '{not json');
    expect(readConsent()).toBeUndefined();
    localStorage.setItem(consentStorageKey, JSON.stringify({ version: consentVersion, statistics: 'yes' }));
    expect(readConsent()).toBeUndefined();
  });

  it('gives the same object back while the stored text is the same (a stable store for React)', () => {
    acceptAll();
    expect(readConsent()).toBe(readConsent());
  });

  it('tells its subscribers of a choice', () => {
    const listener = vi.fn();
    const unsubscribe = consentChoice.subscribe(listener);
    acceptAll();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    rejectAll();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('removes what a withdrawn category had stored (the keys of lib/tracking and lib/page-flags)', () => {
    acceptAll();
    storeTrackingFromQuery(new URLSearchParams('network=ads&ref=r1'));
    enableBounceLogging();
    saveConsent({ statistics: true, marketing: false });
    expect(readTracking()).toEqual({});
    expect(bounceLoggingOn()).toBe(true);
    saveConsent({ statistics: false, marketing: false });
    expect(bounceLoggingOn()).toBe(false);
  });

  it('holds the choice for the page where the browser refuses storage', () => {
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    rejectAll();
    expect(readConsent()).toMatchObject({ statistics: false, marketing: false });
    // Test files share one window and its modules: a stored choice ends the page's own.
    refuse.mockRestore();
    acceptAll();
  });
});
