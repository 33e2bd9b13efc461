import type { APIRequestContext } from '@playwright/test';
import { createApiClient, type ApiClient } from '../scenarios/api-client';

/**
 * The client needs an absolute base to build its requests; for this one the adapter below sends
 * only their path and query, which Playwright resolves against the context's baseURL (the worker's
 * simulated server, e2e/fixtures.ts), as `page.request.post('/api/…')` does.
 */
const contextBase = 'http://browser-context.invalid';

/** Statuses whose answer has no body; `new Response` refuses one for them. */
const nullBodyStatuses = new Set([101, 204, 205, 304]);

/**
 * Gives up waiting when the call's signal aborts (a client timeout), as a browser's fetch does.
 * Playwright's request API takes no signal, so its own answer, when it comes, is dropped here.
 */
const untilAborted = <T>(pending: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const abort = () => {
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', abort, { once: true });
    pending.then(resolve, reject).finally(() => {
      signal.removeEventListener('abort', abort);
    });
  });

/**
 * A fetch through Playwright's request API, which shares the browser context's cookie jar: the
 * session a login sets is the one the context's pages use, and the other way round.
 */
export const contextFetch =
  (context: APIRequestContext) =>
  async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const target = url.origin === contextBase ? `${url.pathname}${url.search}` : url.href;
    const body = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
    const sent = context.fetch(target, {
      method: request.method,
      headers: Object.fromEntries(request.headers),
      data: body,
    });
    const answer = await untilAborted(sent, request.signal);
    const status = answer.status();
    return new Response(nullBodyStatuses.has(status) ? null : new Uint8Array(await answer.body()), {
      status,
      statusText: answer.statusText(),
      headers: answer.headersArray().map(({ name, value }): [string, string] => [name, value]),
    });
  };

/**
 * The typed client (scenarios/api-client.ts) for a browser context or a standalone request
 * context; `origin` only for a server other than the context's baseURL.
 */
export const contextClient = (context: APIRequestContext, origin = contextBase): ApiClient =>
  createApiClient({ baseUrl: origin, fetch: contextFetch(context) });
