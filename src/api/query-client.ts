import { QueryClient } from '@tanstack/react-query';

/**
 * Retrying lives in the HTTP policy (policy-fetch.ts), where the Idempotency-Key is kept across
 * attempts; react-query itself never repeats a request, so nothing is sent twice behind the
 * member's back.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
