import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetryQuery } from './retry-policy';

/**
 * Queries (GET) retry by the policy; mutations never retry on their own, so a message or an order
 * can never be sent twice behind the member's back.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
