import { NetworkError, toApiError } from './api-error';
import { httpConfig } from './http-config';
import { needsIdempotencyKey, newIdempotencyKey } from './idempotency';
import { isRetryableStatus, mayRetryRequest, retryDelayMs } from './retry-policy';

const userPath = '/api/user.php';

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

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/** Adds what every request needs: credentials, JSON accept, the user.php marker, a POST's key. */
const prepare = (input: Request): Request => {
  const headers = new Headers(input.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const path = new URL(input.url).pathname;
  if (input.method === 'GET' && path.endsWith(userPath)) headers.set('X-Request-Type', 'client');
  if (needsIdempotencyKey(input.method) && !headers.has('Idempotency-Key')) {
    headers.set('Idempotency-Key', newIdempotencyKey());
  }
  return new Request(input, { headers, credentials: 'include' });
};

/**
 * The one HTTP policy, as a `fetch`: the generated hooks (through `apiFetch`) and openapi-fetch
 * both send every request through it.
 * - retries up to `maxRetries` times with exponential delay, for requests that may be retried
 *   (see retry-policy.ts), on network failure or 5xx; the Idempotency-Key is fixed before the
 *   first attempt so every retry carries the same one;
 * - stops at once, retries included, when the request's signal aborts (its screen went away);
 * - a 403 `authentication_required` from any call but user.php logs the member out
 *   (`onAuthenticationRequired`); user.php's own 403 only means "not logged in".
 */
export const policyFetch = async (input: Request): Promise<Response> => {
  const request = prepare(input);
  const retryable = mayRetryRequest(request);
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(request.clone());
    } catch (cause) {
      if (isAbort(cause) || request.signal.aborted) throw cause;
      if (!retryable || attempt >= httpConfig.maxRetries) throw new NetworkError(cause);
      await abortable(retryDelayMs(attempt + 1), request.signal);
      continue;
    }
    if (retryable && isRetryableStatus(response.status) && attempt < httpConfig.maxRetries) {
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
