import { clock } from '../../src/lib/clock';
import { storeClientReports } from '../control/client-reports';
import { handle } from './support/operation';

export const clientReportHandlers = [
  // Issue 21 item 7: the app's errors and Web Vitals; the contract check refused any other field
  // before this runs. Kept for `GET /__sim/reports` and the cockpit, never tied to a session.
  handle('sendClientReport', ({ body, reply }) => {
    storeClientReports(body, clock.now().toISOString());
    return reply(204, undefined);
  }),
];
