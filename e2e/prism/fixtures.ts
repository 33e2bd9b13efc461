import { expect, test as base } from '../fixtures';
import { startValidatingProxy, type ValidatingProxy } from './validating-proxy';

interface PrismWorkerFixtures {
  /** Prism in front of this worker's simulated server (validating-proxy.ts). */
  validatingProxy: ValidatingProxy;
}

/**
 * The journeys' fixtures with the browser going through Prism: the page loads the site from the
 * proxy's origin, and a journey fails on any violation Prism reported during it, request or
 * answer, besides everything the project's own fixtures check.
 */
export const test = base.extend<object, PrismWorkerFixtures>({
  validatingProxy: [
    async ({ simulatedBackend }, use) => {
      const proxy = await startValidatingProxy(simulatedBackend.origin);
      await use(proxy);
      await proxy.close();
      // A beacon of the last page closed may have come after that journey's own check.
      expect(proxy.takeViolations(), 'contract violations Prism reported after the journeys').toEqual([]);
    },
    // Prism reads and compiles the whole contract before it listens.
    { scope: 'worker', timeout: 60_000 },
  ],

  // The project's base URL resets the simulation; the browser then talks to the proxy. Torn down
  // after the page and the axe scans, so what they called is checked too.
  baseURL: async ({ baseURL, validatingProxy }, use) => {
    expect(baseURL).toBeDefined();
    await use(validatingProxy.origin);
    expect(validatingProxy.takeViolations(), 'contract violations Prism reported').toEqual([]);
  },
});

export { expect };
