import { delay, http } from 'msw';
import { clock } from '../../../src/lib/clock';
import type { Member } from '../../db/members';
import { latency } from '../../control/latency';
import { describeFault } from '../../control/faults';
import { logRequest } from '../../control/request-log';
import { ensureFreshSimulation } from '../../reset';
import { contractOperation } from '../../contract/document';
import type {
  Answer,
  AnswerOf,
  MemberOperationId,
  OperationId,
  QueryOf,
  RequestBodyOf,
  ResponseBodyOf,
  StatusOf,
} from './contract-types';
import { answer, authenticationRequired, type AnswerInit } from './respond';
import { answerOperation, type AnswerNotes } from './pipeline';

export interface OperationContext<K extends OperationId> {
  request: Request;
  /** The query as the contract types it, already checked and coerced. */
  query: QueryOf<K>;
  /** The body as the contract types it, already checked (JSON), or FormData for uploads. */
  body: RequestBodyOf<K>;
  /** The logged-in member; always set for operations that require a session. */
  member: Member | undefined;
  cookies: Record<string, string | undefined>;
  /** An answer of this operation: only a status it lists, only with that status's body. */
  reply: <S extends StatusOf<K>>(
    status: S,
    body: ResponseBodyOf<K, S>,
    init?: AnswerInit,
  ) => Answer<S, ResponseBodyOf<K, S>>;
}

type Resolver<K extends OperationId> = (context: OperationContext<K>) => Promise<AnswerOf<K>> | AnswerOf<K>;

/** Operations that have simulated rules (a test checks the contract has no others). */
export const simulatedOperations = new Set<string>();

/**
 * A simulated operation, bound to the contract by its operationId: method and path come from the
 * contract, so a renamed path cannot silently stop matching, and the resolver's query, body and
 * answers are typed by the contract (contract-types.ts). What runs around the rules — faults,
 * request checks, session, idempotency, the answer's contract check — is pipeline.ts.
 */
export const handle = <K extends OperationId>(operationId: K, resolver: Resolver<K>) => {
  const { method, path } = contractOperation(operationId);
  simulatedOperations.add(operationId);
  return http[method](`*${path}`, async ({ request, cookies }) => {
    await ensureFreshSimulation();
    const arrived = { at: clock.now().toISOString(), ms: performance.now() };
    if (latency() > 0) await delay(latency());
    const notes: AnswerNotes = { violations: [] };
    const response = await answerOperation(
      operationId,
      // The pipeline checked query and body against this operation's contract before this runs.
      (checked) =>
        resolver({
          ...checked,
          query: checked.query as QueryOf<K>,
          body: checked.body as RequestBodyOf<K>,
          reply: (status, body, init) => answer(status, body, init),
        }),
      request,
      cookies,
      notes,
    );
    // The simulation's own clock, so an app that follows the server's time follows a moved clock.
    if (response.type !== 'error') response.headers.set('Date', clock.now().toUTCString());
    const key = request.headers.get('Idempotency-Key');
    logRequest({
      at: arrived.at,
      method: request.method,
      path: new URL(request.url).pathname,
      operationId,
      // A dropped connection has no status; 0 as the browser reports it.
      status: response.type === 'error' ? 0 : response.status,
      durationMs: Math.round(performance.now() - arrived.ms),
      ...(key === null ? {} : { idempotencyKey: key }),
      ...(notes.fault === undefined ? {} : { fault: describeFault(notes.fault) }),
      violations: notes.violations,
    });
    return response;
  });
};

export interface MemberContext<K extends OperationId> extends OperationContext<K> {
  member: Member;
}

/**
 * An operation only logged-in members may call (the contract's default security). Only an
 * operation that lists 403 qualifies, so the refusal below is one of its answers.
 */
export const handleMember = <K extends MemberOperationId>(
  operationId: K,
  resolver: (context: MemberContext<K>) => Promise<AnswerOf<K>> | AnswerOf<K>,
) =>
  handle(operationId, (context) =>
    context.member === undefined
      ? // K lists 403 (MemberOperationId), which TypeScript cannot see through the generic.
        (authenticationRequired() as AnswerOf<K>)
      : resolver({ ...context, member: context.member }),
  );
