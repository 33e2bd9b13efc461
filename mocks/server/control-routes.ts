import { clock } from '../../src/lib/clock';
import { applyScenario } from '../../scenarios/apply';
import { scenarioNamed } from '../../scenarios/index';
import { clientReports } from '../control/client-reports';
import { takeViolations } from '../control/contract-violations';
import { z } from 'zod';
import { addFault, clearFaults, listFaults, removeFault } from '../control/faults';
import { createFreshMember, memberRecord, personaLogins } from '../control/personas';
import { contractOperations } from '../contract/document';
import { ControlRequestError, reportMailProblem, sendPush } from '../control/push';
import { requestLog } from '../control/request-log';
import { outbox } from '../db/auth';
import { directDebitMandates } from '../db/commerce';
import { chooseVisitorCountry, isSiteCountry, siteSettings } from '../db/site-settings';
import { paymentMethodCodes } from '../../src/domain/payment-methods';
import { chosenPaymentOutcome, setPaymentOutcome } from '../control/payment-outcome';
import { currentSeed, ensureFreshSimulation, resetSimulation } from '../reset';

export interface ControlAnswer {
  status: number;
  body: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const faultSchema = z
  .object({
    operationId: z.string().min(1),
    status: z.number().int().min(100).max(599).optional(),
    code: z.string().optional(),
    delayMs: z.number().int().min(0).max(60_000).optional(),
    drop: z.boolean().optional(),
    malformed: z.boolean().optional(),
    loseAnswer: z.enum(['drop', 'late']).optional(),
    once: z.boolean().optional(),
  })
  // A lost answer is the rules' own answer: a made-up status, body or drop before them contradicts it.
  .refine(
    (f) => f.loseAnswer === undefined || (f.status === undefined && f.drop !== true && f.malformed !== true),
    { path: ['loseAnswer'], message: 'loseAnswer goes with delayMs and once only' },
  );

/** How the simulated provider settles the payments that follow (until the next reset). */
const paymentOutcomeSchema = z.object({
  outcome: z.enum(['complete', 'fail', 'cancel', 'stored_card_fail']),
  scope: z
    .object({
      methods: z.array(z.enum(paymentMethodCodes)).optional(),
      minTotal: z.number().min(0).optional(),
    })
    .optional(),
});

const bad = (message: string): ControlAnswer => ({
  status: 400,
  body: { error: { code: 'validation', message } },
});

const pushRequestSchema = z.object({
  to: z.string().min(1),
  from: z.number().int().positive().optional(),
  text: z.string().min(1).max(2000).optional(),
  openUrl: z.string().min(1).optional(),
});

const mailProblemSchema = z.object({
  email: z.string().min(1),
  reason: z.enum(['bounce', 'fbl', 'listunsubscribe']),
});

/** A control call about a member who is not there is the caller's mistake: 404 with the reason. */
const answerOrRefusal = async (act: () => Promise<unknown>): Promise<ControlAnswer> => {
  try {
    return { status: 200, body: await act() };
  } catch (error) {
    if (!(error instanceof ControlRequestError)) throw error;
    return { status: 404, body: { error: { code: 'not_found', message: error.message } } };
  }
};

/**
 * The direct-debit SMS codes "sent", oldest first: SMS are never sent (docs/simulation.md), so a
 * tester or a journey reads the code here to confirm the payment, or to type a wrong one.
 */
const sentSms = () =>
  directDebitMandates.all().map((mandate) => ({
    mandate_id: mandate.id,
    to: mandate.form.mobile_number ?? null,
    code: mandate.smsCode,
    expires_at: mandate.expiresAt,
    wrong_codes: mandate.wrongCodes,
    confirmed: mandate.verifiedAt !== null,
  }));

/** What the cockpit shows of the simulation, and the lists it offers (operations, personas). */
const simulationState = () => ({
  now: clock.now().toISOString(),
  seed: currentSeed(),
  faults: listFaults(),
  paymentOutcome: chosenPaymentOutcome(),
  operations: [...contractOperations.values()]
    .map(({ operationId, method, path }) => ({ operationId, method: method.toUpperCase(), path }))
    .sort((a, b) => a.operationId.localeCompare(b.operationId)),
  personas: personaLogins(),
});

/**
 * The simulation's control API on the HTTP server (never in a production build): reset, clock,
 * faults, scenarios, the visitor's country, pushes and mail problems, and what was received, mailed and texted. Playwright and people at the cockpit use it.
 */
export const controlRoute = async (
  method: string,
  /** The path, with the query for the calls that take one (`/__sim/member?email=…`). */
  target: string,
  body: unknown,
  /** The app's origin as the browser sees it: pushes name pages on it. */
  origin = 'http://localhost',
): Promise<ControlAnswer | undefined> => {
  const input = isRecord(body) ? body : {};
  const url = new URL(target, 'http://control.invalid');
  const path = url.pathname;
  const faultIndex = /^\/__sim\/faults\/(\d+)$/.exec(path)?.[1];
  if (method === 'DELETE' && faultIndex !== undefined) {
    if (!removeFault(Number(faultIndex)))
      return { status: 404, body: { error: { code: 'not_found', message: 'No fault at that place' } } };
    return { status: 200, body: { faults: listFaults() } };
  }
  switch (`${method} ${path}`) {
    case 'GET /__sim/state':
      return { status: 200, body: simulationState() };
    case 'POST /__sim/members':
      return { status: 201, body: await createFreshMember() };
    case 'GET /__sim/member': {
      await ensureFreshSimulation();
      const id = Number(url.searchParams.get('id'));
      const email = url.searchParams.get('email');
      const record = email !== null ? memberRecord({ email }) : memberRecord({ id });
      if (record === undefined)
        return {
          status: 404,
          body: { error: { code: 'not_found', message: 'No member has that e-mail address' } },
        };
      return { status: 200, body: record };
    }
    case 'GET /__sim/faults':
      return { status: 200, body: { faults: listFaults() } };
    case 'POST /__sim/reset': {
      const seed = typeof input.seed === 'number' ? input.seed : undefined;
      const start = typeof input.now === 'string' ? Date.parse(input.now) : undefined;
      if (start !== undefined && Number.isNaN(start)) return bad('now is not an ISO time');
      // Without a seed the simulation keeps the one it has (a reset to another seed stays there).
      await resetSimulation({ seed: seed ?? currentSeed(), start });
      return { status: 200, body: { ok: true, now: clock.now().toISOString() } };
    }
    case 'POST /__sim/clock': {
      if (typeof input.advance_seconds === 'number') clock.advance(input.advance_seconds);
      else if (typeof input.now === 'string' && !Number.isNaN(Date.parse(input.now)))
        clock.set(new Date(input.now));
      else return bad('send {"advance_seconds": n} or {"now": "<ISO time>"}');
      return { status: 200, body: { now: clock.now().toISOString() } };
    }
    case 'POST /__sim/faults': {
      const fault = faultSchema.safeParse(input);
      if (!fault.success)
        return bad(`not a fault: ${fault.error.issues.map((i) => i.path.join('.')).join(', ')}`);
      addFault(fault.data);
      return { status: 200, body: { faults: listFaults() } };
    }
    case 'DELETE /__sim/faults':
      clearFaults();
      return { status: 200, body: { faults: [] } };
    case 'POST /__sim/scenario': {
      const scenario = typeof input.name === 'string' ? scenarioNamed(input.name) : undefined;
      if (scenario === undefined)
        return { status: 404, body: { error: { code: 'not_found', message: 'No such scenario' } } };
      const seed = typeof input.seed === 'number' ? input.seed : currentSeed();
      const start = typeof input.now === 'string' ? Date.parse(input.now) : undefined;
      if (start !== undefined && Number.isNaN(start)) return bad('now is not an ISO time');
      await applyScenario(scenario, { seed, start });
      return { status: 200, body: { scenario: scenario.name, now: clock.now().toISOString() } };
    }
    case 'POST /__sim/country': {
      const country = typeof input.country === 'string' ? input.country.toUpperCase() : '';
      if (!isSiteCountry(country)) return bad('send {"country": "<a site country such as DE>"}');
      chooseVisitorCountry(country);
      return { status: 200, body: { country: siteSettings().geoip_country } };
    }
    case 'POST /__sim/payment-outcome': {
      const chosen = paymentOutcomeSchema.safeParse(input);
      if (!chosen.success)
        return bad('send {"outcome": "complete" | "fail" | "cancel" | "stored_card_fail"}');
      setPaymentOutcome(chosen.data.outcome, chosen.data.scope ?? {});
      return { status: 200, body: chosen.data };
    }
    case 'POST /__sim/push': {
      const request = pushRequestSchema.safeParse(input);
      if (!request.success) return bad('send {"to": "<e-mail>", "from"?: id, "text"?: "…", "openUrl"?: "…"}');
      return answerOrRefusal(() => sendPush(request.data, origin));
    }
    case 'POST /__sim/mail-problem': {
      const problem = mailProblemSchema.safeParse(input);
      if (!problem.success)
        return bad('send {"email": "<e-mail>", "reason": "bounce" | "fbl" | "listunsubscribe"}');
      return answerOrRefusal(async () => {
        await reportMailProblem(problem.data.email, problem.data.reason);
        return { ok: true };
      });
    }
    case 'GET /__sim/log':
      return { status: 200, body: { requests: requestLog() } };
    case 'GET /__sim/reports':
      return { status: 200, body: { reports: clientReports() } };
    case 'GET /__sim/outbox':
      return { status: 200, body: { mails: outbox.all() } };
    case 'GET /__sim/sms':
      // Read straight from the database, so a reseed the state awaits comes first.
      await ensureFreshSimulation();
      return { status: 200, body: { sms: sentSms() } };
    case 'GET /__sim/contract-violations':
      return { status: 200, body: { violations: takeViolations() } };
    default:
      return undefined;
  }
};
