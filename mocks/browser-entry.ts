/**
 * Development entry (`npm start`): starts the simulated backend in a service worker, then loads
 * the app. index.html points here only in the `sim` mode (see vite.config.ts), so production
 * builds never reference it. `?scenario=<name>` starts the app in that QA scenario;
 * `?latency=<ms>` delays every simulated answer.
 */
import { applyScenario } from '../scenarios/apply';
import { scenarioNamed } from '../scenarios/index';
import { worker } from './browser';
import { setLatency } from './control/latency';

const query = new URLSearchParams(window.location.search);
const latencyMs = Number(query.get('latency') ?? '0');
if (latencyMs > 0) setLatency(latencyMs);

const scenarioName = query.get('scenario');
if (scenarioName !== null) {
  const scenario = scenarioNamed(scenarioName);
  if (scenario === undefined) console.warn(`No scenario named "${scenarioName}"; starting from the seed.`);
  else await applyScenario(scenario);
}

// Assets and Vite's own requests pass through; unknown API calls meet the handlers' catch-all.
await worker.start({ onUnhandledRequest: 'bypass', quiet: true });

await import('../src/main');
