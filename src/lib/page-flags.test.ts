import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../tests/utils/memory-storage';
import {
  bounceLoggingOn,
  enableBounceLogging,
  likeModalDelaySeconds,
  markSignupCompleteQuery,
  setLikeModalDelay,
  signupCompleteReminderAsModal,
} from './page-flags';

let storage: Storage;

beforeEach(() => {
  storage = createMemoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('page flags', () => {
  it('turns page-bounce logging on for the session', () => {
    expect(bounceLoggingOn()).toBe(false);
    enableBounceLogging();
    expect(bounceLoggingOn()).toBe(true);
    expect(storage.getItem('bounce-logging')).not.toBeNull();
  });

  it('remembers that a link asked for the activation reminder as a modal', () => {
    expect(signupCompleteReminderAsModal()).toBe(false);
    markSignupCompleteQuery();
    expect(signupCompleteReminderAsModal()).toBe(true);
    expect(storage.getItem('api-signup-complete')).not.toBeNull();
  });

  it('stores a like-modal delay from 0 to 3600 seconds', () => {
    expect(likeModalDelaySeconds()).toBeUndefined();
    setLikeModalDelay(0);
    expect(likeModalDelaySeconds()).toBe(0);
    setLikeModalDelay(12.5);
    expect(likeModalDelaySeconds()).toBe(12.5);
    setLikeModalDelay(3600);
    expect(likeModalDelaySeconds()).toBe(3600);
  });

  it.each([Number.NaN, -1, 3601, Number.POSITIVE_INFINITY])('ignores the delay %s', (seconds) => {
    setLikeModalDelay(30);
    setLikeModalDelay(seconds);
    expect(likeModalDelaySeconds()).toBe(30);
  });

  it('reads no delay from a hand-edited entry', () => {
    storage.setItem('like-modal-delay', '');
    expect(likeModalDelaySeconds()).toBeUndefined();
    storage.setItem('like-modal-delay', 'soon');
    expect(likeModalDelaySeconds()).toBeUndefined();
    storage.setItem('like-modal-delay', '99999');
    expect(likeModalDelaySeconds()).toBeUndefined();
  });

  it('reads every flag as off when the browser refuses storage', () => {
    vi.stubGlobal('sessionStorage', createMemoryStorage({ failing: true }));
    enableBounceLogging();
    markSignupCompleteQuery();
    setLikeModalDelay(5);
    expect(bounceLoggingOn()).toBe(false);
    expect(signupCompleteReminderAsModal()).toBe(false);
    expect(likeModalDelaySeconds()).toBeUndefined();
  });
});
