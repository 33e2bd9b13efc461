import type { ControlSchemas } from '../scenarios/control-client';

export type Fault = ControlSchemas['Fault'];

/** The kinds of fault a tester picks from, in their words; `faultOf` turns the choice into a fault. */
export const faultKinds = [
  { id: 'error', label: 'Error answer (status and code)' },
  { id: 'drop', label: 'Dropped connection' },
  { id: 'slow', label: 'Slow answer' },
  { id: 'malformed', label: 'Malformed body' },
  { id: 'lost-drop', label: 'Answer lost after the act (dropped)' },
  { id: 'lost-late', label: 'Answer lost after the act (too late)' },
] as const;

export type FaultKind = (typeof faultKinds)[number]['id'];

export interface FaultChoice {
  operationId: string;
  kind: FaultKind;
  status: string;
  code: string;
  delayMs: string;
  once: boolean;
}

export const initialChoice: FaultChoice = {
  operationId: '',
  kind: 'error',
  status: '500',
  code: 'server_error',
  delayMs: '10000',
  once: true,
};

/** What the form's fields say is wrong, or the fault to add. */
export const faultOf = (choice: FaultChoice): { fault: Fault } | { problem: string } => {
  if (choice.operationId === '') return { problem: 'Choose the operation the fault is on.' };
  const base = { operationId: choice.operationId, ...(choice.once ? { once: true } : {}) };
  const delayMs = Number(choice.delayMs);
  const needsDelay = choice.kind === 'slow' || choice.kind === 'lost-late';
  if (needsDelay && (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > 60_000))
    return { problem: 'The delay is a whole number of milliseconds from 0 to 60000.' };
  switch (choice.kind) {
    case 'error': {
      const status = Number(choice.status);
      if (!Number.isInteger(status) || status < 100 || status > 599)
        return { problem: 'The status is a number from 100 to 599.' };
      return {
        fault: { ...base, status, ...(choice.code.trim() === '' ? {} : { code: choice.code.trim() }) },
      };
    }
    case 'drop':
      return { fault: { ...base, drop: true } };
    case 'slow':
      return { fault: { ...base, delayMs } };
    case 'malformed':
      return { fault: { ...base, malformed: true } };
    case 'lost-drop':
      return { fault: { ...base, loseAnswer: 'drop' } };
    case 'lost-late':
      return { fault: { ...base, loseAnswer: 'late', delayMs } };
  }
};

// The list shows a fault in the request log's words.
export { describeFault } from '../mocks/control/faults';
