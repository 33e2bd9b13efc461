/** Methods that change something and so need a key to be retried safely. */
const nonIdempotentMethods = new Set(['POST', 'PATCH']);

export const needsIdempotencyKey = (method: string): boolean => nonIdempotentMethods.has(method);

export const newIdempotencyKey = (): string => crypto.randomUUID();
