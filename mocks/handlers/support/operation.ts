import { delay, http, HttpResponse } from 'msw';
import { clock } from '../../../src/lib/clock';
import { idempotentAnswers } from '../../db/auth';
import type { Member } from '../../db/members';
import { isContractChecking, recordViolations } from '../../control/contract-violations';
import { markDirty } from '../../control/dirty';
import { ensureFreshSimulation } from '../../reset';
import { takeFault } from '../../control/faults';
import { latency } from '../../control/latency';
import { logRequest } from '../../control/request-log';
import { contractOperation } from '../../contract/document';
import { responseMismatches, validateJsonBody, validateQuery } from '../../contract/validator';
import { apiError, authenticationRequired, validationError } from './respond';
import { sessionMember } from './session';

export interface OperationContext {
  request: Request;
  query: URLSearchParams;
  /** Parsed JSON body (already valid against the contract), or FormData for uploads. */
  body: unknown;
  /** The logged-in member; always set for operations that require a session. */
  member: Member | undefined;
  cookies: Record<string, string | undefined>;
}

type Resolver = (context: OperationContext) => Promise<Response> | Response;

const needsSession = (security: unknown[] | undefined): boolean =>
  security === undefined ||
  (security.length > 0 && !security.some((s) => Object.keys(s as object).length === 0));

const readBody = async (request: Request): Promise<{ body: unknown } | { malformed: true }> => {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return { body: await request.formData() };
  const text = await request.text();
  if (text === '') return { body: undefined };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { malformed: true };
  }
};

/** Marks answers a fault produced: deliberate, so the contract check leaves them out. */
const faultHeader = 'x-simulation-fault';

const faultResponse = async (operationId: string): Promise<Response | undefined> => {
  const fault = takeFault(operationId);
  if (fault === undefined) return undefined;
  if (fault.delayMs !== undefined) await delay(fault.delayMs);
  if (fault.drop === true) return HttpResponse.error();
  if (fault.malformed === true)
    return new HttpResponse('{"user": {', {
      status: fault.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  if (fault.status !== undefined) {
    return HttpResponse.json(
      { error: { code: fault.code ?? 'server_error', message: 'Injected fault' } },
      { status: fault.status, headers: { [faultHeader]: '1' } },
    );
  }
  return undefined;
};

const run = async (
  operationId: string,
  resolver: Resolver,
  request: Request,
  cookies: Record<string, string | undefined>,
) => {
  const operation = contractOperation(operationId);
  const fault = await faultResponse(operationId);
  if (fault !== undefined) return fault;

  const query = new URL(request.url).searchParams;
  const queryErrors = validateQuery(operationId, query);
  if (Object.keys(queryErrors).length > 0) return validationError(queryErrors);

  const contentType = request.headers.get('content-type') ?? '';
  const accepted = Object.keys(operation.bodySchemas);
  const hasBody = request.body !== null;
  if (hasBody && accepted.length > 0 && !accepted.some((type) => contentType.includes(type))) {
    return apiError(400, 'validation', `Send the body as ${accepted.join(' or ')}`, {
      fields: { body: 'invalid' },
    });
  }

  const read = await readBody(request.clone());
  if ('malformed' in read)
    return apiError(400, 'validation', 'The body is not valid JSON', { fields: { body: 'invalid' } });
  if (!(read.body instanceof FormData)) {
    if (operation.bodyRequired && read.body === undefined) return validationError({ body: 'required' });
    if (read.body !== undefined) {
      const bodyErrors = validateJsonBody(operationId, read.body);
      if (Object.keys(bodyErrors).length > 0) return validationError(bodyErrors);
    }
  }

  const member = sessionMember(cookies);
  if (member === undefined && needsSession(operation.security)) return authenticationRequired();

  // Only a request that reaches the rules can change the state; a refused one leaves it clean.
  markDirty();
  return resolver({ request, query, body: read.body, member, cookies });
};

/** Replays the first answer to a POST whose Idempotency-Key was seen before. */
const withIdempotency = async (request: Request, produce: () => Promise<Response>): Promise<Response> => {
  const key = request.method === 'POST' ? request.headers.get('idempotency-key') : null;
  if (key === null) return produce();
  const seen = idempotentAnswers.findFirst((q) => q.where({ key }));
  if (seen !== undefined) {
    return new HttpResponse(seen.body, {
      status: seen.status,
      headers: { 'content-type': 'application/json' },
    });
  }
  const response = await produce();
  if (response.status < 500 && response.type !== 'error') {
    await idempotentAnswers.create({
      key,
      status: response.status,
      body: await response.clone().text(),
      at: clock.now().toISOString(),
    });
  }
  return response;
};

const checkContract = async (operationId: string, response: Response): Promise<void> => {
  if (!isContractChecking() || response.type === 'error' || response.headers.has(faultHeader)) return;
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return; // A deliberately malformed answer (fault) is not the handler's mistake.
  }
  recordViolations(responseMismatches(operationId, response.status, body));
};

/**
 * A simulated operation, bound to the contract by its operationId: method and path come from the
 * contract, so a renamed path cannot silently stop matching. Before the rules run, the request is
 * checked against the contract (400 `validation`), the session is required where the contract
 * requires it (403 `authentication_required`), injected faults fire, and a repeated
 * Idempotency-Key replays the first answer. Every answer is logged and, in tests, checked
 * against the contract.
 */
/** Operations that have simulated rules (a test checks the contract has no others). */
export const simulatedOperations = new Set<string>();

export const handle = (operationId: string, resolver: Resolver) => {
  const { method, path } = contractOperation(operationId);
  simulatedOperations.add(operationId);
  return http[method](`*${path}`, async ({ request, cookies }) => {
    await ensureFreshSimulation();
    if (latency() > 0) await delay(latency());
    const response = await withIdempotency(request, () => run(operationId, resolver, request, cookies));
    await checkContract(operationId, response);
    logRequest({
      at: clock.now().toISOString(),
      method: request.method,
      path: new URL(request.url).pathname,
      operationId,
      status: response.status,
    });
    return response;
  });
};

export interface MemberContext extends OperationContext {
  member: Member;
}

/** An operation only logged-in members may call (the contract's default security). */
export const handleMember = (
  operationId: string,
  resolver: (context: MemberContext) => Promise<Response> | Response,
) =>
  handle(operationId, (context) =>
    context.member === undefined
      ? authenticationRequired()
      : resolver({ ...context, member: context.member }),
  );
