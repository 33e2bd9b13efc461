import type { OperationPolicy } from '../../generated/operation-policy';

/**
 * Only an operation whose contract declares the Idempotency-Key gets one: the server honours the
 * key there and nowhere else, so on any other operation it would promise a safety that is not there.
 */
export const needsIdempotencyKey = (policy: OperationPolicy | undefined): boolean =>
  policy?.idempotencyKey === true;

export const newIdempotencyKey = (): string => crypto.randomUUID();
