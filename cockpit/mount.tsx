import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Cockpit } from './cockpit';
import type { CockpitHost } from './host';

/**
 * Puts the cockpit beside the app: its own root outside the app's, and its own query client, so
 * nothing of the app knows it is there (the production bundle never contains it, decision 033).
 */
export const mountCockpit = (host: CockpitHost): void => {
  const container = document.createElement('div');
  container.id = 'sim-cockpit';
  document.body.append(container);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Cockpit host={host} />
      </QueryClientProvider>
    </StrictMode>,
  );
};
