import { httpConfig } from './http-config';

/**
 * Which failed attempts may be sent again. Safe and idempotent methods always may; a POST may only
 * because it carries an Idempotency-Key that stays the same across its retries, so the server acts
 * once however often it arrives. Only failures a retry can cure count: no answer at all, or the
 * server's own trouble (5xx) — never a 4xx, which would only repeat.
 */
const idempotentMethods = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export const mayRetryRequest = (request: Request): boolean =>
  idempotentMethods.has(request.method) || request.headers.has('Idempotency-Key');

export const isRetryableStatus = (status: number): boolean => status >= 500 && status !== 501;

/** Delay before retry number `attempt` (1-based): base, 2×base, 4×base … capped. */
export const retryDelayMs = (attempt: number): number =>
  Math.min(httpConfig.retryBaseMs * 2 ** (attempt - 1), httpConfig.maxRetryDelayMs);
