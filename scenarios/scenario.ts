import type { DisabledReason, Settings } from '../generated/model';
import type { PushDelivery, PushRequest } from '../mocks/control/push';
import type { Fault } from '../mocks/control/faults';
import type { OutcomeScope, PaymentOutcome } from '../mocks/handlers/payments-settlement';
import { answerOf, type ApiClient } from './api-client';

/** The assertions a step needs; vitest's and Playwright's `expect` both provide them. */
export type ScenarioExpect = (actual: unknown) => {
  toBe: (expected: unknown) => unknown;
  toEqual: (expected: unknown) => unknown;
  toMatchObject: (expected: Record<string, unknown>) => unknown;
};

/**
 * What each runner provides for its host: vitest calls the handlers through msw/node with jsdom's
 * cookie store; Playwright calls the simulated HTTP server with the browser context's cookies and
 * moves the clock through the control API.
 */
export interface ScenarioHost {
  /** The contract's operations, typed by the generated `paths` (scenarios/api-client.ts). */
  client: ApiClient;
  advanceClock: (seconds: number) => Promise<void>;
  /** The link of the newest mail the site sent to an address (activation, reset …), path and query. */
  lastMailLink: (address: string) => Promise<string | undefined>;
  expect: ScenarioExpect;
  /** Someone writes to the member at `to`; the push the site would send, if any (decision 029). */
  sendPush: (request: PushRequest) => Promise<PushDelivery>;
  /** The mail provider reports that mail to `email` stopped (spec §4 notifications disabled). */
  reportMailProblem: (email: string, reason: DisabledReason) => Promise<void>;
}

/** What a step can do: the host's calls, and the login every scenario starts with. */
export interface ScenarioApi extends ScenarioHost {
  login: (email: string, password: string) => ReturnType<typeof loginWith>;
}

const loginWith = (client: ApiClient, email: string, password: string) =>
  answerOf(client.POST('/api/user.php', { body: { email, password } }));

export const scenarioApi = (host: ScenarioHost): ScenarioApi => ({
  ...host,
  login: (email, password) => loginWith(host.client, email, password),
});

export interface ScenarioStep {
  title: string;
  run: (api: ScenarioApi) => Promise<void>;
}

/**
 * A replayable QA scenario: the state on top of the seed (clock start, site settings, faults),
 * then steps with expectations. The same file runs in vitest, in Playwright and — with
 * `?scenario=<name>` — in the development app.
 */
export interface Scenario {
  name: string;
  description: string;
  /** Simulation clock start, as an offset in seconds from now (default 0). */
  clockOffsetSeconds?: number;
  site?: Partial<Settings>;
  faults?: Fault[];
  /** How the simulated provider settles payments (default: they complete); `scope` narrows it. */
  paymentOutcome?: { outcome: PaymentOutcome; scope?: OutcomeScope };
  steps: ScenarioStep[];
}

export const defineScenario = (scenario: Scenario): Scenario => scenario;
