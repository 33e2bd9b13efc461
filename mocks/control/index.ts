/**
 * The simulation's control API for tests and the cockpit (the HTTP server exposes the same under
 * /__sim/*): clock, faults, pushes and mail problems, what was received and what was mailed.
 */
import { clock } from '../../src/lib/clock';
import { outbox } from '../db/auth';
import { resetSimulation } from '../reset';
import { addFault, clearFaults, listFaults, type Fault } from './faults';
import { reportMailProblem, sendPush, type PushRequest } from './push';
import { requestLog } from './request-log';

export const simulation = {
  reset: resetSimulation,
  clock: {
    now: () => clock.now(),
    set: (at: Date) => {
      clock.set(at);
    },
    advance: (seconds: number) => {
      clock.advance(seconds);
    },
  },
  fault: (fault: Fault) => {
    addFault(fault);
  },
  clearFaults,
  faults: listFaults,
  log: requestLog,
  outbox: () => outbox.all(),
  /** Someone writes to a member; answers the push the site would send (decision 029). */
  push: (request: PushRequest, origin = 'http://localhost') => sendPush(request, origin),
  mailProblem: reportMailProblem,
};

export type { Fault };
