import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/schema';

/**
 * The contract's API as scenarios, journeys and test helpers call it: paths, parameters, bodies and
 * answers typed by the generated `paths`, so a renamed path or field breaks them at compile time.
 */
export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** The origin the simulated site answers on (jsdom's location, or the HTTP server's). */
  baseUrl: string;
  /**
   * How a request reaches the simulation from this host, keeping the host's cookies: the global
   * fetch under msw/node, the browser context's request API in Playwright.
   */
  fetch?: (request: Request) => Promise<Response>;
}

/** The one factory every host builds its client with; no retries, no keys added behind its back. */
export const createApiClient = ({ baseUrl, fetch: send }: ApiClientOptions): ApiClient =>
  createClient<paths>({
    baseUrl,
    // Looked up per call, not when the client is made: msw/node swaps the global fetch at listen.
    fetch: send ?? ((request) => fetch(request)),
    credentials: 'include',
  });

/** An answer as steps compare it: the status, and the body the contract gives for that status. */
export interface Answer<Data, Failure> {
  status: number;
  body: Data | Failure | undefined;
}

/** Turns openapi-fetch's `{ data, error, response }` into `{ status, body }` for `toMatchObject`. */
export const answerOf = async <Data, Failure>(
  call: Promise<{ data?: Data; error?: Failure; response: Response }>,
): Promise<Answer<Data, Failure>> => {
  const { data, error, response } = await call;
  return { status: response.status, body: data ?? error };
};

/**
 * A fresh Idempotency-Key within the contract's 16–64 characters; `label` (at most 27
 * characters) says in the simulation's request log which step sent it.
 */
export const idempotencyKey = (label: string): string => `${label.slice(0, 27)}-${crypto.randomUUID()}`;

/** How a call ended: answered, given up by the client's own timeout, or with the connection lost. */
export type CallOutcome = 'answered' | 'timed out' | 'connection lost';

export const outcomeOf = async (call: Promise<unknown>): Promise<CallOutcome> => {
  try {
    await call;
    return 'answered';
  } catch (error) {
    // AbortSignal.timeout rejects with a DOMException named TimeoutError, in Node and in browsers.
    const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
    return name === 'TimeoutError' ? 'timed out' : 'connection lost';
  }
};
