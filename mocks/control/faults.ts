/**
 * Fault injection per operation (spec-driven error paths, reproducible in tests and by hand):
 * answer with a status and error code, wait, drop the connection, or send a malformed body.
 */
export interface Fault {
  operationId: string;
  status?: number;
  code?: string;
  delayMs?: number;
  drop?: boolean;
  malformed?: boolean;
  /** One-shot faults disappear after they fired once; the default is persistent. */
  once?: boolean;
}

let faults: Fault[] = [];

export const addFault = (fault: Fault): void => {
  faults.push(fault);
};

export const clearFaults = (): void => {
  faults = [];
};

export const listFaults = (): readonly Fault[] => faults;

/** The fault for this call, if any; a one-shot fault is used up by taking it. */
export const takeFault = (operationId: string): Fault | undefined => {
  const fault = faults.find((f) => f.operationId === operationId);
  if (fault?.once === true) faults = faults.filter((f) => f !== fault);
  return fault;
};
