import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../api';
import type { createRouter } from './router';

type AppRouter = ReturnType<typeof createRouter>;

/** Resolves once the router has loaded the first route's lazy screen (or failed to). */
export const routerReady = (router: AppRouter): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

/**
 * Asks who is logged in at once, beside the settings request, rather than at the first render.
 * Resolves when the answer (or the failure) is in; never rejects.
 */
export const sessionKnown = (queryClient: QueryClient): Promise<void> =>
  queryClient.query(currentUserQueryOptions()).then(
    () => undefined,
    // A failed check leaves the query in error: the screens treat that as a visitor and ask again.
    () => undefined,
  );
