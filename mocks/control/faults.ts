/**
 * Fault injection per operation (spec-driven error paths, reproducible in tests and by hand).
 * Most faults fire before the operation's rules: answer with a status and error code, wait, drop
 * the connection, or send a malformed body. A `loseAnswer` fault fires after them instead — the
 * state changes, credits are charged, the idempotent answer is stored — and then the answer is
 * lost: the fault that `Idempotency-Key` exists for.
 */
export interface Fault {
  operationId: string;
  status?: number;
  code?: string;
  /** Before the rules: a wait, then the rest of the fault. With `loseAnswer: 'late'`: how late. */
  delayMs?: number;
  drop?: boolean;
  malformed?: boolean;
  /**
   * After the rules ran: `drop` drops the connection instead of answering; `late` sends the answer
   * only after `delayMs` (default `lateAnswerMs`), slower than any client waits.
   */
  loseAnswer?: 'drop' | 'late';
  /** One-shot faults disappear after they fired once; the default is persistent. */
  once?: boolean;
}

/** How late a `late` answer comes by default: longer than the client waits for any request. */
export const lateAnswerMs = 30_000;

let faults: Fault[] = [];

export const addFault = (fault: Fault): void => {
  faults.push(fault);
};

export const clearFaults = (): void => {
  faults = [];
};

export const listFaults = (): readonly Fault[] => faults;

/** Puts back the faults of a saved world (mocks/db/state-dump.ts). */
export const replaceFaults = (saved: readonly Fault[]): void => {
  faults = [...saved];
};

/** The fault for this call, if any; a one-shot fault is used up by taking it. */
export const takeFault = (operationId: string): Fault | undefined => {
  const fault = faults.find((f) => f.operationId === operationId);
  if (fault?.once === true) faults = faults.filter((f) => f !== fault);
  return fault;
};

/** A fault in a tester's words, for the request log and the cockpit: "500 server_error, once". */
export const describeFault = (fault: Fault): string => {
  const parts: string[] = [];
  if (fault.loseAnswer === 'drop') parts.push('answer lost (connection dropped after the act)');
  else if (fault.loseAnswer === 'late')
    parts.push(`answer lost (sent ${String((fault.delayMs ?? lateAnswerMs) / 1000)} s late, after the act)`);
  else {
    if (fault.delayMs !== undefined) parts.push(`${String(fault.delayMs)} ms slow`);
    if (fault.drop === true) parts.push('connection dropped');
    if (fault.malformed === true) parts.push('malformed body');
    if (fault.status !== undefined) parts.push([String(fault.status), fault.code].filter(Boolean).join(' '));
  }
  parts.push(fault.once === true ? 'once' : 'until removed');
  return parts.join(', ');
};

/** Removes the fault at `index` of the list; false when there is none there. */
export const removeFault = (index: number): boolean => {
  if (!Number.isInteger(index) || index < 0 || index >= faults.length) return false;
  faults = faults.filter((_, at) => at !== index);
  return true;
};
