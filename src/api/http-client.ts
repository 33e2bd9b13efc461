import { NetworkError, toApiError } from './api-error';

/**
 * The one HTTP policy. Every generated hook calls `apiFetch` (orval's mutator); imperative calls
 * use it too. It adds the base URL, sends the session cookie, encodes query and JSON body, and
 * turns every non-2xx answer into an ApiError. Retrying is decided by `retry-policy.ts`, never
 * here, so a request that changes something is sent exactly once.
 */
export interface RequestConfig {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Empty means same origin; a production build sets `VITE_API_BASE_URL` to reach another host. */
const baseUrl = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');

const buildUrl = (url: string, params?: object): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) query.append(key, String(item));
  }
  const search = query.toString();
  return `${baseUrl}${url}${search ? `?${search}` : ''}`;
};

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export const apiFetch = async <T>(config: RequestConfig, init?: RequestInit): Promise<T> => {
  const headers = new Headers(init?.headers);
  headers.set('Accept', 'application/json');
  for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);
  const hasBody = config.data !== undefined && !(config.data instanceof FormData);
  if (hasBody) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(buildUrl(config.url, config.params), {
      ...init,
      method: config.method,
      headers,
      credentials: 'include',
      signal: config.signal ?? init?.signal ?? null,
      body: config.data instanceof FormData ? config.data : hasBody ? JSON.stringify(config.data) : null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new NetworkError(cause);
  }

  const body = await readBody(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
};

export type ErrorType<E> = E;
export type BodyType<B> = B;
