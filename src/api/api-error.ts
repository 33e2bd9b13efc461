import type { ErrorCode, FieldErrorCode } from '../../generated/model';

/** Every failed call becomes an ApiError carrying the contract's machine-readable code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | `http_${number}`;
  readonly fields: Partial<Record<string, FieldErrorCode>>;
  /** Extra values some codes carry (minutes for login_blocked, name for blocked_by_member …). */
  readonly details: {
    minutes?: number;
    retryAfter?: number;
    name?: string;
    minAge?: number;
    maxLength?: number;
  };

  constructor(
    status: number,
    code: ApiError['code'],
    message: string,
    fields: ApiError['fields'] = {},
    details: ApiError['details'] = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.details = details;
  }
}

/** A request that never got an HTTP answer (offline, dropped connection, CORS). */
export class NetworkError extends Error {
  constructor(cause: unknown, message = 'Network request failed') {
    super(message, { cause });
    this.name = 'NetworkError';
  }
}

/**
 * An answer slower than the client waits (http-config.ts `waits`). For the member it is a lost
 * answer like any other, so it is a NetworkError; the name tells the two apart in logs and tests.
 */
export class TimeoutError extends NetworkError {
  readonly waitedMs: number;

  constructor(waitedMs: number) {
    super(undefined, `No answer within ${waitedMs} ms`);
    this.name = 'TimeoutError';
    this.waitedMs = waitedMs;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const numberOrUndefined = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : undefined;

/**
 * Reads the contract's error shape `{ error: { code, message, … } }`. A body that is not that
 * shape (an HTML error page from a proxy, say) still becomes an ApiError, coded by its status.
 */
export const toApiError = (status: number, body: unknown): ApiError => {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  if (error === undefined || typeof error.code !== 'string') {
    return new ApiError(status, `http_${status}`, `HTTP ${status}`);
  }
  const fields = isRecord(error.fields) ? (error.fields as ApiError['fields']) : {};
  return new ApiError(
    status,
    error.code as ErrorCode,
    typeof error.message === 'string' ? error.message : `HTTP ${status}`,
    fields,
    {
      minutes: numberOrUndefined(error.minutes),
      retryAfter: numberOrUndefined(error.retry_after),
      name: typeof error.name === 'string' ? error.name : undefined,
      minAge: numberOrUndefined(error.min_age),
      maxLength: numberOrUndefined(error.max_length),
    },
  );
};

export const isApiError = (error: unknown, code?: ApiError['code']): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);
