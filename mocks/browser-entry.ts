/**
 * Development entry (`npm start`): starts the simulated backend in a service worker, then loads
 * the app. index.html points here only in the `sim` mode (see vite.config.ts), so production
 * builds never reference it.
 */
import { worker } from './browser';

await worker.start({
  onUnhandledRequest(request, print) {
    // Assets and Vite's own requests pass through; only an unknown API call is a mistake.
    if (new URL(request.url).pathname.startsWith('/api/')) print.error();
  },
});

await import('../src/main');
