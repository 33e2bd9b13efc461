import { HttpResponse } from 'msw';
import type { Member } from '../../db/members';
import { markDirty } from '../../control/dirty';
import { takeFault, type Fault } from '../../control/faults';
import { contractOperation, type ContractOperation } from '../../contract/document';
import { checkMultipart } from '../../contract/multipart';
import { checkParameters } from '../../contract/parameters';
import { validateJsonBody } from '../../contract/validator';
import type { Answer } from './contract-types';
import { checkAnswer } from './answer-check';
import { faultAnswer, loseAnswer } from './fault-answers';
import { idempotencyScope, replayedAnswer, rememberAnswer } from './idempotency';
import { apiError, authenticationRequired, validationError } from './respond';
import { sessionMember } from './session';

/**
 * What happens around every simulated operation, in order: an injected fault that fires before the
 * rules, the contract check of the request (parameters of every kind and the body: 400
 * `validation`), the session the contract requires (403 `authentication_required`), the replay of
 * a repeated Idempotency-Key (only where the contract declares the header), the operation's rules;
 * then every answer is checked against the contract, and a `loseAnswer` fault loses it.
 */
export interface CheckedRequest {
  request: Request;
  query: Record<string, unknown>;
  body: unknown;
  member: Member | undefined;
  cookies: Record<string, string | undefined>;
}

export type Rules = (checked: CheckedRequest) => Promise<Answer> | Answer;

const needsSession = (security: unknown[] | undefined): boolean =>
  security === undefined ||
  (security.length > 0 && !security.some((s) => Object.keys(s as object).length === 0));

type ReadBody = { body: unknown; form?: FormData } | { unreadable: string };

const readBody = async (request: Request): Promise<ReadBody> => {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    try {
      const form = await request.formData();
      return { body: form, form };
    } catch {
      return { unreadable: 'The body is not a readable multipart form' };
    }
  }
  const text = await request.text();
  if (text === '') return { body: undefined };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { unreadable: 'The body is not valid JSON' };
  }
};

const setCookieHeader = 'Set-Cookie';

/** Cookies go out with `Secure` when the site is served over https (the contract's session cookie). */
const headersFor = (answer: Answer, request: Request): Record<string, string> | undefined => {
  const cookie = answer.headers?.[setCookieHeader];
  if (cookie === undefined || new URL(request.url).protocol !== 'https:') return answer.headers;
  return { ...answer.headers, [setCookieHeader]: `${cookie}; Secure` };
};

/** An answer as the HTTP response it stands for. */
export const toResponse = (answer: Answer, request: Request): Response => {
  const init = { status: answer.status, headers: headersFor(answer, request) };
  return answer.body === undefined ? new HttpResponse(null, init) : HttpResponse.json(answer.body, init);
};

interface Checked {
  query: Record<string, unknown>;
  body: unknown;
}

const checkRequest = async (
  operation: ContractOperation,
  request: Request,
  cookies: Record<string, string | undefined>,
): Promise<Checked | Answer> => {
  const parameters = checkParameters(operation, {
    url: new URL(request.url),
    headers: request.headers,
    cookies,
  });
  if ('errors' in parameters) return validationError(parameters.errors);

  const contentType = request.headers.get('content-type') ?? '';
  const accepted = Object.keys(operation.bodySchemas);
  const hasBody = request.body !== null;
  if (hasBody && accepted.length > 0 && !accepted.some((type) => contentType.includes(type))) {
    return apiError(400, 'validation', `Send the body as ${accepted.join(' or ')}`, {
      fields: { body: 'invalid' },
    });
  }

  const read = await readBody(request.clone());
  if ('unreadable' in read)
    return apiError(400, 'validation', read.unreadable, { fields: { body: 'invalid' } });
  if (operation.bodyRequired && read.body === undefined) return validationError({ body: 'required' });
  const bodyErrors =
    read.form !== undefined
      ? checkMultipart(operation, read.form)
      : read.body === undefined
        ? {}
        : validateJsonBody(operation.operationId, read.body);
  if (Object.keys(bodyErrors).length > 0) return validationError(bodyErrors);
  return { query: parameters.values.query, body: read.body };
};

const isAnswer = (value: Checked | Answer): value is Answer => 'status' in value;

/** The request checked, the session required, the first answer replayed or the rules run. */
const answerChecked = async (
  operationId: string,
  rules: Rules,
  request: Request,
  cookies: Record<string, string | undefined>,
): Promise<Response> => {
  const operation = contractOperation(operationId);
  const checked = await checkRequest(operation, request, cookies);
  if (isAnswer(checked)) return toResponse(checked, request);

  const member = sessionMember(cookies);
  if (member === undefined && needsSession(operation.security))
    return toResponse(authenticationRequired(), request);

  const scope = idempotencyScope(operationId, request.headers, member);
  const replayed = scope === undefined ? undefined : replayedAnswer(scope);
  if (replayed !== undefined) return toResponse(replayed, request);

  // Only a request that reaches the rules can change the state; a refused one leaves it clean.
  markDirty();
  const answer = await rules({ request, query: checked.query, body: checked.body, member, cookies });
  if (scope !== undefined) await rememberAnswer(scope, answer);
  return toResponse(answer, request);
};

/** What the request log keeps of a request beside its answer (the cockpit shows it). */
export interface AnswerNotes {
  /** How the answer broke the contract, if it did. */
  violations: string[];
  /** The fault that fired on the request, if one did. */
  fault?: Fault;
}

/** One request to a simulated operation, from arrival to checked answer. */
export const answerOperation = async (
  operationId: string,
  rules: Rules,
  request: Request,
  cookies: Record<string, string | undefined>,
  notes: AnswerNotes = { violations: [] },
): Promise<Response> => {
  const fault = takeFault(operationId);
  if (fault !== undefined) notes.fault = fault;
  if (fault !== undefined && fault.loseAnswer === undefined) {
    const early = await faultAnswer(fault);
    if (early !== undefined) return early;
  }
  const response = await answerChecked(operationId, rules, request, cookies);
  notes.violations.push(...(await checkAnswer(operationId, response)));
  return fault?.loseAnswer === undefined ? response : loseAnswer(fault.loseAnswer, fault.delayMs, response);
};
