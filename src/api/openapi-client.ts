import createClient from 'openapi-fetch';
import type { paths } from '../../generated/schema';
import { toApiError } from './api-error';
import { httpConfig } from './http-config';
import { policyFetch } from './policy-fetch';

/**
 * Typed client for imperative calls (outside react-query: boot, beacons, one-off actions). It
 * sends through the same policy as the generated hooks.
 */
export const api = createClient<paths>({
  baseUrl: httpConfig.baseUrl === '' ? globalThis.location.origin : httpConfig.baseUrl,
  fetch: policyFetch,
});

/** openapi-fetch answers `{ data, error, response }`; this returns data or throws an ApiError. */
export const unwrap = async <D>(
  call: Promise<{ data?: D; error?: unknown; response: Response }>,
): Promise<D> => {
  const { data, error, response } = await call;
  if (!response.ok || data === undefined) throw toApiError(response.status, error);
  return data;
};
