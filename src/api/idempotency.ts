import type { OperationPolicy } from '../../generated/operation-policy';
import { ApiError } from './api-error';

/**
 * Only an operation whose contract declares the Idempotency-Key gets one: the server honours the
 * key there and nowhere else, so on any other operation it would promise a safety that is not there.
 */
export const needsIdempotencyKey = (policy: OperationPolicy | undefined): boolean =>
  policy?.idempotencyKey === true;

export const newIdempotencyKey = (): string => crypto.randomUUID();

/**
 * Whether the next attempt of a request needs a new Idempotency-Key: the server answered a refusal
 * (4xx) and keeps that answer for the key. After no answer or its own failure (5xx) the key stays,
 * so a retry is answered with what the server may already have done, never done twice.
 */
export const needsNewIdempotencyKey = (error: unknown): boolean =>
  error instanceof ApiError && error.status < 500;
