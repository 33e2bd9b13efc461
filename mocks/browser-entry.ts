/**
 * Development entry (`npm start`): starts the simulated backend in a service worker, then loads
 * the app. index.html points here only in the `sim` mode (see vite.config.ts), so production
 * builds never reference it.
 */
import { worker } from './browser';

// Assets and Vite's own requests pass through; unknown API calls meet the handlers' catch-all.
await worker.start({ onUnhandledRequest: 'bypass' });

await import('../src/main');
