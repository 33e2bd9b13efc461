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
 *
 * Every scenario already runs in vitest (scenarios/scenarios.test.ts) and over HTTP in
 * `npm run scenario -- --all`; here `npm test` runs a fixed share, the first two of each area, to
 * prove this runner (issue 21, "keep the suite fast"). `SCENARIOS=all npm run e2e -- scenarios`
 * runs every one.
 */
const perArea = 2;
const share = scenarios.filter(
  (scenario, index) =>
    scenarios.slice(0, index).filter((earlier) => earlier.area === scenario.area).length < perArea,
);
for (const scenario of process.env.SCENARIOS === 'all' ? scenarios : share) {
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
