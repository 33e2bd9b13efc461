import type { CaughtError } from './report-collector';

/** An `Error`'s name and message as the browser would print them; anything else in few words. */
const describeReason = (reason: unknown): { message: string; stack?: string } => {
  if (reason instanceof Error)
    return { message: `${reason.name}: ${reason.message}`, ...(reason.stack ? { stack: reason.stack } : {}) };
  if (typeof reason === 'string') return { message: reason };
  // An object's contents could be anything (a member's data): only its kind is told.
  return { message: `Unhandled rejection with ${reason === null ? 'null' : typeof reason}` };
};

/**
 * What a window's `error` or `unhandledrejection` event tells of the error nothing caught. An
 * error event of a failed resource (an image, a script tag) is not one: undefined.
 */
export const caughtError = (event: Event): CaughtError | undefined => {
  // Read by its type rather than its class, which not every browser (nor jsdom) has.
  if (event.type === 'unhandledrejection' && 'reason' in event) {
    const { message, stack } = describeReason(event.reason);
    return { message: `Unhandled rejection: ${message}`, ...(stack === undefined ? {} : { stack }) };
  }
  if (!(event instanceof ErrorEvent)) return undefined;
  const error: CaughtError = {
    message: event.message || describeReason(event.error).message,
    source: event.filename,
    line: event.lineno,
    column: event.colno,
  };
  const stack = event.error instanceof Error ? event.error.stack : undefined;
  return stack === undefined ? error : { ...error, stack };
};
