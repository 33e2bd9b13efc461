import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { takeViolations } from '../../mocks/control/contract-violations';
import { markStale } from '../../mocks/control/dirty';
import type { ContractOperation } from '../../mocks/contract/document';
import { conversations } from '../../mocks/db/social';
import { notSimulatedHeader } from '../../mocks/handlers';
import { personaIds } from '../../mocks/seed/personas';
import { loginAs } from '../utils/simulation';
import { textCases, valueCases, type CaseId, type CorpusOutcome } from './corpus';
import { apiInputs, buildRequest, exampleBody, operationsWithInput, type ApiInput } from './api-requests';

/**
 * Issue 21 item 2, API level: every input of every operation of the contract (JSON body fields,
 * upload form fields, query parameters) gets every corpus case, one field at a time in an
 * otherwise good request. The simulated backend must answer as the contract says — a 2xx, or a
 * 4xx with the error's code and message — never a 5xx or a crash, and a text it stores comes back
 * exactly as sent (trimmed of surrounding spaces where the handler trims): no markup stripped or
 * escaped, since the app renders it as text. `INPUT_CORPUS_REPORT=<file>` writes the figures.
 */

/** The member whose session the secured operations run in: premium can do the most. */
const member = 'premium';

/** Operations whose success changes what the next case starts from: the world is seeded again. */
const reseedAfterSuccess = new Set([
  'deleteAccount',
  'changePassword',
  'completePasswordReset',
  'requestMailChange',
  'completeMailChange',
  'activateAccount',
  'reactivateAccount',
  'deletePhoto',
  'deleteChat',
  'blockMember',
  'reportMember',
  'verifyDirectDebitSms',
  'updateUser',
  'postUser',
]);

/** Each signup a new address, so an accepted one leaves the next case a free address (no reseed). */
let signups = 0;

/** Where an operation's answer shows a text it stored, for the round-trip check. */
const storedTexts: Record<string, (answer: Record<string, unknown>, field: string) => unknown> = {
  'sendMessage.text': (answer) => (answer.message as { text?: unknown } | undefined)?.text,
  'saveProfile.about_me': (answer, field) => (answer.profile as Record<string, unknown> | undefined)?.[field],
  'saveProfile.city': (answer, field) => (answer.profile as Record<string, unknown> | undefined)?.[field],
  'saveProfile.region': (answer, field) => (answer.profile as Record<string, unknown> | undefined)?.[field],
  'saveProfile.signup_reason': (answer, field) =>
    (answer.profile as Record<string, unknown> | undefined)?.[field],
  'signup.name': (answer) => (answer.user as { profile?: { name?: unknown } } | undefined)?.profile?.name,
};

const needsSession = (operation: ContractOperation) =>
  operation.security === undefined || JSON.stringify(operation.security).includes('sessionCookie');

/** Good ids for the member's own world, in place of the contract examples' made-up ones. */
const goodIds = (): Record<string, number> => {
  const me = personaIds[member];
  const conversation = conversations.findFirst((q) => q.where((c) => c.memberA === me || c.memberB === me));
  if (conversation === undefined) return {};
  const other = conversation.memberA === me ? conversation.memberB : conversation.memberA;
  return { conversation: conversation.id, profile_id: other, id: other };
};

const goodBase = (input: ApiInput): Record<string, unknown> => {
  const ids = goodIds();
  const { operation } = input;
  if (input.where === 'query') {
    const query: Record<string, unknown> = {};
    for (const p of operation.parameters.filter((p) => p.in === 'query' && p.required === true))
      if (ids[p.name] !== undefined && !(operation.operationId === 'getConversation' && p.name === 'id'))
        query[p.name] = ids[p.name];
    if (operation.operationId === 'getConversation') query.id = ids.conversation;
    return query;
  }
  const body = exampleBody(operation, input.where === 'json' ? 'application/json' : 'multipart/form-data');
  for (const key of ['conversation', 'profile_id'])
    if (key in body && ids[key] !== undefined) body[key] = ids[key];
  if (operation.operationId === 'sendGift') delete body.conversation;
  if (operation.operationId === 'signup' && input.field !== 'email') {
    signups += 1;
    body.email = `corpus-${String(signups)}@example.com`;
  }
  return body;
};

interface Answer {
  status: number;
  body: Record<string, unknown> | undefined;
  notSimulated: boolean;
}

const send = async (input: ApiInput, value: unknown): Promise<Answer> => {
  const { url, init } = buildRequest(input, goodBase(input), value);
  const response = await fetch(url, { ...init, credentials: 'include' });
  const text = await response.text();
  let body: Record<string, unknown> | undefined;
  try {
    body = text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, notSimulated: response.headers.has(notSimulatedHeader) };
};

const judge = (input: ApiInput, caseId: CaseId, sent: unknown, answer: Answer): CorpusOutcome => {
  const name = `${input.operation.operationId}.${input.field}`;
  const problems: string[] = [];
  const crashed = answer.status >= 500 || answer.notSimulated;
  if (crashed) problems.push(`answered ${String(answer.status)}`);
  if (answer.status >= 400 && answer.status < 500) {
    const error = answer.body?.error as { code?: unknown; message?: unknown } | undefined;
    if (typeof error?.code !== 'string' || typeof error.message !== 'string')
      problems.push(`a ${String(answer.status)} without the error's code and message`);
  }
  problems.push(...takeViolations().map((violation) => `off contract: ${violation}`));
  const stored = storedTexts[name];
  if (stored !== undefined && answer.status < 300 && typeof sent === 'string' && answer.body !== undefined) {
    const back = stored(answer.body, input.field);
    if (back !== sent && back !== sent.trim())
      problems.push(`stored ${JSON.stringify(sent.slice(0, 60))} came back as ${JSON.stringify(back)}`);
  }
  return {
    input: name,
    case: caseId,
    handled: problems.length === 0,
    crashed,
    payloadExecuted: false,
    status: answer.status,
    ...(problems.length === 0 ? {} : { problem: problems.join('; ') }),
  };
};

const outcomes: CorpusOutcome[] = [];

const casesOf = (input: ApiInput) => [
  ...textCases.map((c): { id: CaseId; value: unknown } => ({ id: c.id, value: c.text(input.maxLength) })),
  ...valueCases
    .filter((c) => c.id !== 'missing' || input.required)
    .map((c): { id: CaseId; value: unknown } => ({ id: c.id, value: c.value(input.type) })),
];

describe('the bad-input corpus at every input of the contract', () => {
  it.each(operationsWithInput.map((operation) => [operation.operationId, operation] as const))(
    '%s: every input, every case → a contract answer, texts kept',
    async (_id, operation) => {
      const login = async () => {
        if (needsSession(operation)) await loginAs(member);
      };
      await login();
      takeViolations();
      const problems: string[] = [];
      for (const input of apiInputs(operation)) {
        for (const { id, value } of casesOf(input)) {
          if (id === 'over-long' && value === undefined) {
            outcomes.push({
              input: `${operation.operationId}.${input.field}`,
              case: id,
              skipped: true,
              handled: true,
              crashed: false,
              payloadExecuted: false,
            });
            continue;
          }
          let outcome: CorpusOutcome;
          let status = 0;
          try {
            const answer = await send(input, value);
            status = answer.status;
            outcome = judge(input, id, value, answer);
          } catch (error) {
            outcome = {
              input: `${operation.operationId}.${input.field}`,
              case: id,
              handled: false,
              crashed: true,
              payloadExecuted: false,
              problem: `the request failed: ${String(error)}`,
            };
          }
          outcomes.push(outcome);
          if (!outcome.handled) problems.push(`${outcome.input} × ${id}: ${outcome.problem ?? ''}`);
          if (status >= 200 && status < 300 && reseedAfterSuccess.has(operation.operationId)) {
            markStale();
            await login();
            takeViolations();
          }
        }
      }
      expect(problems).toEqual([]);
    },
    // Up to some hundred requests per operation, on a busy 2-core machine.
    60_000,
  );

  afterAll(() => {
    const file = process.env.INPUT_CORPUS_REPORT;
    if (file === undefined || file === '') return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(outcomes, null, 2));
  });
});
