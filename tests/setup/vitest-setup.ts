import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setContractChecking, takeViolations } from '../../mocks/control/contract-violations';
import { clearClientReports } from '../../mocks/control/client-reports';
import { markStaleIfDirty } from '../../mocks/control/dirty';
import { clearFaults } from '../../mocks/control/faults';
import { clearRequestLog } from '../../mocks/control/request-log';
import { resetSite } from '../../mocks/db/site-settings';
import { notSimulatedHeader } from '../../mocks/handlers';
import { startNextFileFresh } from '../../mocks/reset';
import { server } from '../../mocks/node';
import { configureHttp } from '../../src/api';
import { forgetScreenTexts } from '../../src/features/language/screen-texts';
import { forgetOutboxLists } from '../../src/lib/chat-outbox';
import { clock } from '../../src/lib/clock';
import { loadWholeCatalogues } from '../utils/catalogue-state';
import { assertNoNoise, recordConsole, recordUnhandledRequest } from './noise';

// jsdom lacks CSS.escape, which react-aria-components' Modal calls. (jsdom rather than happy-dom:
// happy-dom's fetch classes drop Set-Cookie, so the simulated session cookie would never arrive.)
if (typeof CSS === 'undefined' || typeof CSS.escape !== 'function') {
  Object.assign(globalThis, {
    CSS: { ...globalThis.CSS, escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) },
  });
}

// jsdom lays nothing out, so it has no scrolling: its window.scrollTo only reports "Not
// implemented" (the app's scroll restoration calls it on every navigation). A page that
// cannot scroll stays where it is.
window.scrollTo = () => undefined;

// The first render of a lazy screen compiles its chunk; on 2 slow cores that can take seconds.
configure({ asyncUtilTimeout: 5000 });

/**
 * Files share a worker's modules and its jsdom window (isolate: false in vite.config.ts): each file
 * starts as it would in a fresh window — at the root address, no title or language marks, real
 * timers — and the simulation seeds afresh at the clock's now.
 */
const startFileFresh = () => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  document.body.innerHTML = '';
  startNextFileFresh();
};

beforeAll(() => {
  startFileFresh();
  server.listen({ onUnhandledRequest: recordUnhandledRequest });
  server.events.on('response:mocked', ({ request, response }) => {
    if (response.headers.has(notSimulatedHeader)) recordUnhandledRequest(request);
  });
  // Every simulated answer seen in the suite is checked against the contract.
  setContractChecking(true);
  // Retries keep their exponential shape but in milliseconds, so fault tests stay fast.
  configureHttp({ retryBaseMs: 1, maxRetryDelayMs: 8 });
});

beforeEach(() => {
  // Each test starts from the seed: the first simulated request reseeds if a test changed it.
  markStaleIfDirty();
  // Parts rendered on their own find every text; the app rendered whole loads only the root texts
  // and each screen's own with its code, as a page does (tests/utils/render-app.tsx).
  loadWholeCatalogues();
  forgetScreenTexts('en');
  vi.spyOn(console, 'error').mockImplementation(recordConsole('error'));
  vi.spyOn(console, 'warn').mockImplementation(recordConsole('warn'));
});

afterEach(() => {
  try {
    cleanUpAfterTest();
  } finally {
    // A stubbed global or a spy (a fake fetch above all) goes with its test. vitest's own
    // unstubGlobals/restoreMocks act before the next test, which for a file's last test is after
    // the next file's msw server took the fetch it found: that file's requests then missed msw's
    // bypass (CI22: scenario-cli.test.ts after operation-policy.test.ts's fake fetch).
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  }
});

const cleanUpAfterTest = () => {
  cleanup();
  server.resetHandlers();
  resetSite();
  clearFaults();
  clearRequestLog();
  clearClientReports();
  clock.reset();
  localStorage.clear();
  sessionStorage.clear();
  // The outbox keeps its lists in memory too (the page's copy): a test starts with none.
  forgetOutboxLists();
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  assertNoNoise();
  const violations = takeViolations();
  if (violations.length > 0)
    throw new Error(`Simulated answers broke the contract:\n${violations.join('\n')}`);
};

afterAll(() => {
  // Files share a worker's modules (vite.config.ts): the next file listens afresh.
  server.events.removeAllListeners();
  server.close();
});
