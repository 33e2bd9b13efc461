import { scenarios } from '../scenarios/index';
import { createControlClient } from '../scenarios/control-client';
import { httpScenarioHost } from '../scenarios/http-host';
import { scenarioApi } from '../scenarios/scenario';
import { contextFetch } from './api-client';
import { expect, test } from './fixtures';

/**
 * The Playwright runner: steps call the simulated HTTP server over real HTTP with the browser
 * context's cookie jar (its request API shares the page's cookies), and move its clock through
 * the control API — the same HTTP host as `npm run scenario` and the cockpit.
 */
for (const scenario of scenarios) {
  test(`scenario ${scenario.name}`, async ({ page, simulatedBackend }) => {
    const control = createControlClient({
      baseUrl: simulatedBackend.origin,
      fetch: (request) => fetch(request),
    });
    const loaded = await control.POST('/__sim/scenario', { body: { name: scenario.name } });
    expect(loaded.response.status, loaded.error?.error.message).toBe(200);
    const api = scenarioApi(
      httpScenarioHost({
        // The context's base URL is this server (e2e/fixtures.ts); the context sends absolute URLs as they are.
        origin: simulatedBackend.origin,
        fetch: contextFetch(page.request),
        // Control calls go straight to the server, outside the browser context, as before.
        controlFetch: (request) => fetch(request),
        expect,
      }),
    );
    for (const step of scenario.steps) {
      await test.step(step.title, () => step.run(api));
    }
  });
}
