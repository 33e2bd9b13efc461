import { operationPolicyFor, type OperationPolicy } from '../../generated/operation-policy';
import { earlyAnswer } from './early-answers';
import { NetworkError, TimeoutError, toApiError } from './api-error';
import { httpConfig, type WaitLimit } from './http-config';
import { needsIdempotencyKey, newIdempotencyKey } from './idempotency';
import { isRetryableStatus, mayRetryOperation, retryDelayMs } from './retry-policy';
import { followServerDate } from './server-time';
import { userPath, userReadHeaders } from './session-request';

const abortable = (ms: number, signal: AbortSignal | null): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** Rejects as fetch does when the signal aborts. */
const abortedBy = (signal: AbortSignal): Promise<never> =>
  new Promise((_resolve, reject) => {
    signal.addEventListener(
      'abort',
      () => {
        reject(new DOMException('The attempt was given up', 'AbortError'));
      },
      { once: true },
    );
  });

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/** Adds what every request needs: credentials, JSON accept, the user.php marker, a declared key. */
const prepare = (input: Request, policy: OperationPolicy | undefined): Request => {
  const headers = new Headers(input.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const path = new URL(input.url).pathname;
  if (input.method === 'GET' && path.endsWith(userPath)) {
    for (const [name, value] of Object.entries(userReadHeaders)) headers.set(name, value);
  }
  if (needsIdempotencyKey(policy) && !headers.has('Idempotency-Key')) {
    headers.set('Idempotency-Key', newIdempotencyKey());
  }
  return new Request(input, { headers, credentials: 'include' });
};

/**
 * One attempt, given up after `timeoutMs` as a TimeoutError. The caller's abort still reaches the
 * request (and the reading of its body) and is thrown as the abort it is.
 */
const send = async (request: Request, timeoutMs: number): Promise<Response> => {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => {
    controller.abort(request.signal.reason);
  };
  request.signal.addEventListener('abort', forwardAbort, { once: true });
  try {
    const early = earlyAnswer(request);
    if (early === undefined) return await fetch(request.clone(), { signal: controller.signal });
    // The early answer's request cannot be aborted from here: the attempt gives up on it instead.
    return await Promise.race([early, abortedBy(controller.signal)]);
  } catch (cause) {
    if (request.signal.aborted) throw cause;
    // Not the caller's abort, so the timer's.
    if (controller.signal.aborted) throw new TimeoutError(timeoutMs);
    if (isAbort(cause)) throw cause;
    throw new NetworkError(cause);
  } finally {
    clearTimeout(timer);
  }
};

const unknownPathWait: WaitLimit = { attemptMs: 10_000, totalMs: 10_000 };

/**
 * The one HTTP policy, as a `fetch`: the generated hooks (through `apiFetch`) and openapi-fetch
 * both send every request through it. Per operation it follows the contract's table
 * (generated/operation-policy.ts, decision 008):
 * - the Idempotency-Key goes only to an operation that declares it, fixed before the first
 *   attempt so every retry carries the same one;
 * - a lost answer (no answer, or none within the operation's wait) or a 5xx is tried again, up
 *   to `maxRetries` times with exponential delay, only when the operation's retry rule allows it
 *   and the retry fits in the operation's total wait; otherwise it surfaces at once;
 * - every answer's `Date` header lets the app's clock follow the server's (server-time.ts);
 * - stops at once, retries included, when the request's signal aborts (its screen went away, or
 *   the member pressed Stop);
 * - a 403 `authentication_required` from any call but user.php logs the member out
 *   (`onAuthenticationRequired`); user.php's own 403 only means "not logged in".
 */
export const policyFetch = async (input: Request): Promise<Response> => {
  const policy = operationPolicyFor(input.method, new URL(input.url).pathname);
  const request = prepare(input, policy);
  const retryable = mayRetryOperation(policy);
  const wait = policy === undefined ? unknownPathWait : httpConfig.waits[policy.wait];
  // Real time, not src/lib/clock: a wait is a duration, and a moved (simulated or server-synced)
  // clock must not shorten or stretch it.
  const deadline = Date.now() + wait.totalMs;
  const mayRetry = (attempt: number): boolean =>
    retryable && attempt < httpConfig.maxRetries && Date.now() + retryDelayMs(attempt + 1) < deadline;
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await send(request, Math.max(1, Math.min(wait.attemptMs, deadline - Date.now())));
    } catch (error) {
      if (!(error instanceof NetworkError) || !mayRetry(attempt)) throw error;
      await abortable(retryDelayMs(attempt + 1), request.signal);
      continue;
    }
    followServerDate(response);
    if (isRetryableStatus(response.status) && mayRetry(attempt)) {
      await abortable(retryDelayMs(attempt + 1), request.signal);
      continue;
    }
    if (response.status === 403 && !new URL(request.url).pathname.endsWith(userPath)) {
      const error = toApiError(
        403,
        await response
          .clone()
          .json()
          .catch(() => undefined),
      );
      if (error.code === 'authentication_required') httpConfig.onAuthenticationRequired();
    }
    return response;
  }
};
