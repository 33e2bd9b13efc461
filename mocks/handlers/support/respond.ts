import type { ErrorCode, FieldErrorCode } from '../../../generated/model';
import type { Answer, ErrorAnswer, ErrorBody } from './contract-types';

export interface ErrorExtras {
  fields?: Partial<Record<string, FieldErrorCode>>;
  minutes?: number;
  retry_after?: number;
  name?: string;
  min_age?: number;
  max_length?: number;
}

export interface AnswerInit {
  headers?: Record<string, string>;
}

/**
 * Builds an answer. Handlers do not call this with a status of their own choosing: `handle`
 * accepts only the statuses and bodies the operation's contract lists (see contract-types.ts).
 */
export const answer = <S extends number, B>(status: S, body: B, init: AnswerInit = {}): Answer<S, B> => {
  const built = { status, body, ...(init.headers === undefined ? {} : { headers: init.headers }) };
  answers.add(built);
  // The brand exists only in the type: it keeps hand-made objects from passing for answers.
  return built as unknown as Answer<S, B>;
};

const answers = new WeakSet<object>();

/** Whether a value is an answer (rules return either their result or the answer that refuses it). */
export const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' && value !== null && answers.has(value);

/** The contract's one error shape. */
export const apiError = <S extends number>(
  status: S,
  code: ErrorCode,
  message: string,
  extras: ErrorExtras = {},
): ErrorAnswer<S> =>
  // One answer object whatever S is; the type only spreads a union of statuses into one per status.
  answer(status, { error: { code, message, ...extras } } as ErrorBody) as ErrorAnswer<S>;

export const validationError = (fields: Partial<Record<string, FieldErrorCode>>) =>
  apiError(400, 'validation', 'Invalid request', { fields });

export const authenticationRequired = () => apiError(403, 'authentication_required', 'Login required');

export const notFound = (what = 'Not found') => apiError(404, 'not_found', what);

/** A success answer; `handle` checks its body against the operation's 200 schema. */
export const ok = <B>(body: B, init?: AnswerInit): Answer<200, B> => answer(200, body, init);

export const created = <B>(body: B, init?: AnswerInit): Answer<201, B> => answer(201, body, init);

export const noContent = (init?: AnswerInit): Answer<204, undefined> => answer(204, undefined, init);
