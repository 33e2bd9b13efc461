import { ApiError, toApiError, type NetworkError } from './api-error';
import { httpConfig } from './http-config';
import { policyFetch } from './policy-fetch';

/**
 * orval's mutator: every generated hook calls this. It turns orval's request config into a
 * `Request`, sends it through the one policy, and returns the 2xx body or throws an ApiError
 * (contract error code) / NetworkError (no answer).
 */
export interface RequestConfig {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const buildUrl = (url: string, params?: object): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    if (isPlainObject(value)) {
      // `style: form, explode: true` objects (the settings call's passed-through route query).
      for (const [name, item] of Object.entries(value)) {
        if (item !== undefined && item !== null)
          query.append(name, typeof item === 'string' ? item : JSON.stringify(item));
      }
      continue;
    }
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) query.append(key, String(item));
  }
  const search = query.toString();
  const origin = httpConfig.baseUrl === '' ? globalThis.location.origin : httpConfig.baseUrl;
  return `${origin}${url}${search ? `?${search}` : ''}`;
};

const encodeBody = (data: unknown, headers: Headers): BodyInit | null => {
  if (data === undefined) return null;
  if (data instanceof FormData) {
    // The generated upload calls name multipart/form-data without its boundary; fetch must set both.
    headers.delete('Content-Type');
    return data;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(data);
};

const unparsable = Symbol('unparsable');

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return unparsable;
  }
};

export const apiFetch = async <T>(config: RequestConfig, init?: RequestInit): Promise<T> => {
  const headers = new Headers(init?.headers);
  for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);
  const body = encodeBody(config.data, headers);
  const request = new Request(buildUrl(config.url, config.params), {
    ...init,
    method: config.method,
    headers,
    body,
    signal: config.signal ?? init?.signal ?? null,
  });
  const response = await policyFetch(request);
  const parsed = await readBody(response);
  if (!response.ok) throw toApiError(response.status, parsed);
  // A broken answer (cut off, an HTML error page) is the server's failure, never data.
  if (parsed === unparsable)
    throw new ApiError(response.status, 'server_error', 'The answer was not valid JSON');
  return parsed as T;
};

/**
 * What a generated hook's `error` really is: whatever error bodies the contract lists, the policy
 * always throws one of these two, with the contract's code on ApiError.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- orval passes the contract's error body type
export type ErrorType<_ContractError> = ApiError | NetworkError;
export type BodyType<B> = B;
