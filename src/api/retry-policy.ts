import type { OperationPolicy } from '../../generated/operation-policy';
import { httpConfig } from './http-config';

/**
 * Whether an attempt that may have reached the server may be sent again, by the contract's table
 * (generated/operation-policy.ts): a GET is safe; an operation declaring the Idempotency-Key is
 * answered once however often the same key arrives; a `repeatable` one leaves the same state when
 * repeated. A `never` one (a login attempt, a single-use link) goes once, and a path the contract
 * does not know is never repeated either: nobody has said it is safe.
 */
export const mayRetryOperation = (policy: OperationPolicy | undefined): boolean =>
  policy !== undefined && policy.retry !== 'never';

/** Only failures a retry can cure count: the server's own trouble (5xx), never a 4xx. */
export const isRetryableStatus = (status: number): boolean => status >= 500 && status !== 501;

/** Delay before retry number `attempt` (1-based): base, 2×base, 4×base … capped. */
export const retryDelayMs = (attempt: number): number =>
  Math.min(httpConfig.retryBaseMs * 2 ** (attempt - 1), httpConfig.maxRetryDelayMs);
