/**
 * Development entry (`npm start`): starts the simulated backend in a service worker, then loads
 * the app. index.html points here only in the `sim` mode (see vite.config.ts), so production
 * builds never reference it. The world is kept in IndexedDB: a reload finds it as it was, and the
 * tabs of the browser share it. `?reset` starts it afresh (as does `window.__sim.reset()`);
 * `?scenario=<name>` starts it in that QA scenario; `?latency=<ms>` delays every simulated answer;
 * `?contract-check=off` stops checking answers against the contract; `?country=DE` reports the
 * visitor as in that country (otherwise the browser's language places them).
 */
import { applyScenario } from '../scenarios/apply';
import { scenarioNamed } from '../scenarios/index';
import { worker } from './browser';
import { controlHandler } from './browser-control';
import { setContractChecking } from './control/contract-violations';
import { setLatency } from './control/latency';
import { chooseVisitorCountry, isSiteCountry } from './db/site-settings';
import { browserTabCoordination, indexedDbWorldStorage } from './persistence/indexeddb-world-storage';
import { createPersistentWorld } from './persistence/persistent-world';
import { resetSimulation, runBeforeEachRequest } from './reset';

const query = new URLSearchParams(window.location.search);
setContractChecking(query.get('contract-check') !== 'off');
const latencyMs = Number(query.get('latency') ?? '0');
if (latencyMs > 0) setLatency(latencyMs);

const scenarioName = query.get('scenario');
const scenario = scenarioName === null ? undefined : scenarioNamed(scenarioName);
if (scenarioName !== null && scenario === undefined) {
  console.warn(`No scenario named "${scenarioName}"; starting from the saved world or the seed.`);
}

const world = createPersistentWorld(indexedDbWorldStorage(), browserTabCoordination());
try {
  if (scenario !== undefined) await world.replace(() => applyScenario(scenario));
  else await world.open({ fresh: query.has('reset'), seed: () => resetSimulation({}) });
  runBeforeEachRequest(world.beforeRequest);
  worker.events.on('request:start', world.requestStarted);
  worker.events.on('request:end', world.requestEnded);
  worker.events.on('unhandledException', world.requestEnded);
} catch (error) {
  // Without IndexedDB (some private windows) the simulation still runs, seeded on every load.
  console.warn('The simulated world cannot be kept in this browser; it starts afresh on reload.', error);
}

// After the world is opened, so a restored world does not put back the country it was saved with.
const country = query.get('country')?.toUpperCase();
if (country !== undefined && isSiteCountry(country)) chooseVisitorCountry(country, { atLaunch: true });
else if (country !== undefined)
  console.warn(`"${country}" is not a site country; the browser's language places the visitor.`);

// A reload keeps the world: `?reset` has done its work once.
if (query.has('reset')) {
  query.delete('reset');
  const search = query.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${search === '' ? '' : `?${search}`}${window.location.hash}`,
  );
}

// Only in this entry, so only where the simulation runs in the page.
Object.assign(window, {
  __sim: {
    /** Starts the shared world afresh from the seed; the other tabs follow at their next request. */
    reset: () => world.replace(() => resetSimulation({})),
    /** Settles once this tab's last save is written (before a reload that must find it). */
    saved: () => world.saved(),
  },
});

// The cockpit's control calls (/__sim/*) are answered by this page's simulation (decision 033).
worker.use(controlHandler((change) => world.replace(change)));

// Assets and Vite's own requests pass through; unknown API calls meet the handlers' catch-all.
await worker.start({ onUnhandledRequest: 'bypass', quiet: true });

await import('../src/main');

// Beside the app, in its own root; a reload it causes waits for the world's last save.
const { mountCockpit } = await import('../cockpit/mount');
mountCockpit({
  mode: 'dev',
  beforeReload: () => world.saved(),
  navigate: (path) => {
    window.location.assign(path);
  },
});
