import { createApiClient } from './api-client';
import { createControlClient } from './control-client';
import type { ScenarioExpect, ScenarioHost } from './scenario';

/** How a host's requests reach the simulated site (openapi-fetch hands it a Request). */
export type HostFetch = (request: Request) => Promise<Response>;

export interface HttpScenarioHostOptions {
  /** The simulated site's origin: the HTTP server's, or the page's own (`location.origin`). */
  origin: string;
  /** The site's calls with the host's cookies: a cookie jar in Node, the browser context's, the page's. */
  fetch?: HostFetch;
  /** The control calls' own way to the simulation, when not `fetch` (Playwright: Node's fetch). */
  controlFetch?: HostFetch;
  expect: ScenarioExpect;
}

/** The words a control answer gives for a refusal: its `error.message`, or what there was. */
const messageOf = (error: unknown, response: Response): string => {
  if (typeof error === 'object' && error !== null && 'error' in error) {
    const { error: inner } = error;
    if (
      typeof inner === 'object' &&
      inner !== null &&
      'message' in inner &&
      typeof inner.message === 'string'
    )
      return inner.message;
  }
  if (typeof error === 'string' && error !== '') return error.slice(0, 200);
  return response.statusText === '' ? 'no message' : response.statusText;
};

/**
 * A control call's successful answer (200, or 201 for a created member); anything else throws,
 * naming the call, so a step that cannot move the clock or read the outbox fails with the reason
 * instead of going on in the wrong state. The cockpit shows the same message in its panels.
 */
export const controlAnswer = async <Data>(
  call: string,
  pending: Promise<{ data?: Data; error?: unknown; response: Response }>,
): Promise<Data> => {
  const { data, error, response } = await pending;
  if (response.ok && data !== undefined) return data;
  throw new Error(
    `The simulation's control call ${call} answered ${String(response.status)}: ${messageOf(error, response)}`,
  );
};

/**
 * A scenario host for anything that talks HTTP to a simulated site — the `npm run scenario` CLI,
 * the Playwright runner and the cockpit in the browser: the contract's client, and the clock,
 * outbox, pushes and mail problems through the control API (`openapi/control.yaml`). No Node or
 * test-framework imports: the cockpit bundles it.
 */
export const httpScenarioHost = ({
  origin,
  fetch,
  controlFetch,
  expect,
}: HttpScenarioHostOptions): ScenarioHost => {
  const control = createControlClient({ baseUrl: origin, fetch: controlFetch ?? fetch });
  return {
    client: createApiClient({ baseUrl: origin, fetch }),
    expect,
    advanceClock: async (seconds) => {
      await controlAnswer(
        'moveClock (POST /__sim/clock)',
        control.POST('/__sim/clock', { body: { advance_seconds: seconds } }),
      );
    },
    lastMailLink: async (address) => {
      const { mails } = await controlAnswer('getOutbox (GET /__sim/outbox)', control.GET('/__sim/outbox'));
      return mails.filter((mail) => mail.to === address).at(-1)?.link ?? undefined;
    },
    sendPush: (request) =>
      controlAnswer('sendPush (POST /__sim/push)', control.POST('/__sim/push', { body: request })),
    reportMailProblem: async (email, reason) => {
      await controlAnswer(
        'reportMailProblem (POST /__sim/mail-problem)',
        control.POST('/__sim/mail-problem', { body: { email, reason } }),
      );
    },
    smsCode: async (mandateId) => {
      const { sms } = await controlAnswer('getSentSms (GET /__sim/sms)', control.GET('/__sim/sms'));
      return sms.find((sent) => sent.mandate_id === mandateId)?.code;
    },
    memberRecord: async (who) => {
      const { data, response } = await control.GET('/__sim/member', { params: { query: who } });
      if (response.status === 404) return undefined;
      return controlAnswer('getMemberRecord (GET /__sim/member)', Promise.resolve({ data, response }));
    },
  };
};
