import { HttpResponse } from 'msw';
import type { ErrorCode, FieldErrorCode } from '../../../generated/model';

export interface ErrorExtras {
  fields?: Partial<Record<string, FieldErrorCode>>;
  minutes?: number;
  retry_after?: number;
  name?: string;
  min_age?: number;
  max_length?: number;
}

/** The contract's one error shape. */
export const apiError = (status: number, code: ErrorCode, message: string, extras: ErrorExtras = {}) =>
  HttpResponse.json({ error: { code, message, ...extras } }, { status });

export const validationError = (fields: Partial<Record<string, FieldErrorCode>>) =>
  apiError(400, 'validation', 'Invalid request', { fields });

export const authenticationRequired = () => apiError(403, 'authentication_required', 'Login required');

export const notFound = (what = 'Not found') => apiError(404, 'not_found', what);

/** A contract-typed success answer: the type parameter names the generated response schema. */
export const ok = <T extends object>(body: T, init?: ResponseInit): HttpResponse<T> =>
  HttpResponse.json(body, init);

export const noContent = () => new HttpResponse(null, { status: 204 });
