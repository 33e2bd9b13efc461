import type { DisabledReason, Settings } from '../generated/model';
import type { PushDelivery, PushRequest } from '../mocks/control/push';
import type { Fault } from '../mocks/control/faults';
import type { OutcomeScope, PaymentOutcome } from '../mocks/control/payment-outcome';
import { answerOf, type ApiClient } from './api-client';
import type { SpecRuleId } from './spec-rules';

/** The product's slices a scenario belongs to, in the order docs/scenarios.md lists them. */
export const scenarioAreas = [
  'accounts',
  'members',
  'chat',
  'likes',
  'money',
  'notifications',
  'visitors',
] as const;
export type ScenarioArea = (typeof scenarioAreas)[number];

/** Each area's heading in docs/scenarios.md and the cockpit. */
export const scenarioAreaHeadings: Record<ScenarioArea, string> = {
  accounts: 'Accounts: signup, activation, login, password, e-mail address, deletion',
  members: 'Members: profiles, photos, search, blocking, invisible mode',
  chat: 'Chat: conversations, messages, gifts, photos',
  likes: 'Likes, matches and the swipe game',
  money: 'Money: credits, payments, discount codes, premium',
  notifications: 'Notifications: e-mail, push, alerts',
  visitors: 'Visitors and the site: landers, visitor search, site settings, information pages',
};

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
  /** The direct-debit code the site "texted" for a mandate (SMS are never sent, docs/simulation.md). */
  smsCode: (mandateId: string) => Promise<string | undefined>;
  /** What the site keeps of a member that its API does not answer (niche, signup tracking). */
  memberRecord: (who: { email: string } | { id: number }) => Promise<MemberRecord | undefined>;
}

/** A member as the site keeps them (control API `getMemberRecord`). */
export interface MemberRecord {
  id: number;
  email: string;
  status: string;
  niche: number;
  tracking: Record<string, string>;
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
  /** Kebab-case, the same as the file name. */
  name: string;
  /** The slice it belongs to; docs/scenarios.md lists scenarios by area. */
  area: ScenarioArea;
  /** The spec rules it shows (spec-rules.ts), at least one. */
  rules: readonly [SpecRuleId, ...SpecRuleId[]];
  /** A tester's instructions for the whole scenario: who logs in, what they do, what they see. */
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
