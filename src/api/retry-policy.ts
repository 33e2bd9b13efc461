import { ApiError, NetworkError } from './api-error';

/** Spec §7: safe requests are retried up to 5 times with exponential delay. */
export const maxRetries = 5;

/** Only failures a retry can cure: no answer at all, or the server's own trouble (5xx). */
export const isRetryable = (error: unknown): boolean =>
  error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);

export const shouldRetryQuery = (failureCount: number, error: unknown): boolean =>
  failureCount < maxRetries && isRetryable(error);

/** 1 s, 2 s, 4 s, 8 s, 16 s — capped at 30 s. */
export const retryDelay = (attemptIndex: number): number => Math.min(1000 * 2 ** attemptIndex, 30_000);
