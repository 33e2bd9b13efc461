import type { WaitKind } from '../../generated/operation-policy';
import { builtApiBaseUrl } from './api-base-url';

/** How long the policy waits for one operation's answer: per attempt, and in all, retries included. */
export interface WaitLimit {
  /** An attempt with no answer after this long is given up and counts as a lost answer. */
  attemptMs: number;
  /** No retry starts once it could not finish within this time from the first attempt. */
  totalMs: number;
}

/**
 * Settings of the one HTTP policy. The app wires `onAuthenticationRequired` at boot; tests shorten
 * the retry delay and the waits. Nothing else changes it.
 */
export interface HttpConfig {
  /** Origin of the API; empty means the page's own origin. */
  baseUrl: string;
  /** Spec §7: up to 5 retries, where the operation's retry rule allows one. */
  maxRetries: number;
  /** First retry delay; each next one doubles (exponential), capped by `maxRetryDelayMs`. */
  retryBaseMs: number;
  maxRetryDelayMs: number;
  /** Per wait kind of the contract (generated/operation-policy.ts): decision 008 gives the why. */
  waits: Record<WaitKind, WaitLimit>;
  /** A submit still waiting after this long shows "Still trying…" with a way to stop it. */
  stillTryingAfterMs: number;
  /** Called when a call other than user.php answers 403 `authentication_required`. */
  onAuthenticationRequired: () => void;
}

export const httpConfig: HttpConfig = {
  baseUrl: builtApiBaseUrl,
  maxRetries: 5,
  retryBaseMs: 500,
  maxRetryDelayMs: 8000,
  waits: {
    // A member behind a button: a small JSON answer that has not come in 8 s on a slow phone
    // connection is lost; the note at 3 s (below) offers a stop long before the 15 s run out.
    short: { attemptMs: 8_000, totalMs: 15_000 },
    // A screen loading its data shows its own busy state; reads are safe to repeat a little longer.
    standard: { attemptMs: 10_000, totalMs: 30_000 },
    // 10 MB (the contract's photo limit) over a 2 Mbit/s uplink takes about 40 s.
    upload: { attemptMs: 60_000, totalMs: 120_000 },
    // Nobody waits on polls and signals; they only need to end before the next 60 s refresh.
    background: { attemptMs: 20_000, totalMs: 60_000 },
  },
  // Issue 12: a member on a button sees the outcome, or that it is still trying with a stop, in 5 s.
  stillTryingAfterMs: 3000,
  onAuthenticationRequired: () => undefined,
};

export const configureHttp = (changes: Partial<HttpConfig>): void => {
  Object.assign(httpConfig, changes);
};

/** Absolute URL of an API path, on the configured origin or the page's own. */
export const apiUrl = (path: string): string =>
  `${httpConfig.baseUrl === '' ? globalThis.location.origin : httpConfig.baseUrl}${path}`;
