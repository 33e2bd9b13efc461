/** What the simulated backend received, newest last (bounded, for tests and the cockpit). */
export interface LoggedRequest {
  at: string;
  method: string;
  path: string;
  operationId: string;
  status: number;
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
