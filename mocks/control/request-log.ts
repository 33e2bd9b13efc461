/** What the simulated backend received, newest last (bounded, for tests and the cockpit). */
export interface LoggedRequest {
  at: string;
  method: string;
  path: string;
  operationId: string;
  /** 0 when the connection was dropped. */
  status: number;
  durationMs: number;
  idempotencyKey?: string;
  /** The fault that fired on it, in words. */
  fault?: string;
  /** How its answer broke the contract. */
  violations: string[];
}

const limit = 1000;
let log: LoggedRequest[] = [];

export const logRequest = (entry: LoggedRequest): void => {
  log.push(entry);
  if (log.length > limit) log = log.slice(-limit);
};

export const requestLog = (): readonly LoggedRequest[] => log;

export const clearRequestLog = (): void => {
  log = [];
};
