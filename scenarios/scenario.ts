import type { Settings } from '../generated/model';
import type { Fault } from '../mocks/control/faults';

/** The assertions a step needs; vitest's and Playwright's `expect` both provide them. */
export type ScenarioExpect = (actual: unknown) => {
  toBe: (expected: unknown) => unknown;
  toEqual: (expected: unknown) => unknown;
  toMatchObject: (expected: Record<string, unknown>) => unknown;
};

export interface CallResult {
  status: number;
  body: unknown;
}

/**
 * What a step can do. Each runner implements it for its host: vitest calls the handlers through
 * msw/node, Playwright calls the simulated HTTP server from inside the browser page (real
 * cookies), and moves the clock through the control API.
 */
export interface ScenarioApi {
  /** Calls one operation of the contract by its operationId. */
  call: (
    operationId: string,
    request?: { query?: Record<string, string>; body?: unknown },
  ) => Promise<CallResult>;
  login: (email: string, password: string) => Promise<CallResult>;
  advanceClock: (seconds: number) => Promise<void>;
  /** The link of the newest mail the site sent to an address (activation, reset …), path and query. */
  lastMailLink: (address: string) => Promise<string | undefined>;
  expect: ScenarioExpect;
}

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
  steps: ScenarioStep[];
}

export const defineScenario = (scenario: Scenario): Scenario => scenario;
