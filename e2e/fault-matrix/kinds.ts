import type { Fault } from '../../mocks/control/faults';

/** The fault kinds the simulation has (mocks/control/faults.ts), as the matrix names them. */
export const faultKinds = [
  'server-error',
  'dropped',
  'slow',
  'auth-required',
  'malformed',
  'lost-answer',
] as const;
export type FaultKind = (typeof faultKinds)[number];

/**
 * Past the client's patience: the longest attempt the HTTP policy waits is 20 s (background; 10 s
 * for screens, 8 s behind a button, src/api/http-config.ts), so a minute is past every one. The
 * late answer is an error, so nothing the server does after the journey ends can change the world.
 */
export const slowMs = 60_000;

/**
 * The fault of a kind on one operation. All but the lost answer stay until removed (every retry
 * of the policy meets them too); the lost answer happens once, after the act, as in life.
 */
export const faultOf = (kind: FaultKind, operationId: string): Fault => {
  switch (kind) {
    case 'server-error':
      return { operationId, status: 500, code: 'server_error' };
    case 'dropped':
      return { operationId, drop: true };
    case 'slow':
      return { operationId, delayMs: slowMs, status: 504, code: 'server_error' };
    case 'auth-required':
      // The session ended: the first call learns it; what the page asks next, it asks as a visitor.
      return { operationId, status: 403, code: 'authentication_required', once: true };
    case 'malformed':
      return { operationId, malformed: true };
    case 'lost-answer':
      return { operationId, loseAnswer: 'drop', once: true };
  }
};

/** What each kind means, for the report. */
export const kindDescriptions: Record<FaultKind, string> = {
  'server-error': '500 server_error on every attempt until removed',
  dropped: 'connection dropped before an answer, every attempt until removed',
  slow: `no answer for ${String(slowMs / 1000)} s: past every wait of the client (src/api/http-config.ts)`,
  'auth-required': '403 authentication_required: the session ended on the server',
  malformed: 'a 200 answer whose JSON body is cut off',
  'lost-answer': 'the act happens, then the connection drops before its answer (once)',
};
