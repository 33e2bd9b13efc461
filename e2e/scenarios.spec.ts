import type { PushDelivery } from '../mocks/control/push';
import { scenarios } from '../scenarios/index';
import { scenarioApi, type ScenarioApi } from '../scenarios/scenario';
import { contextClient } from './api-client';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * The Playwright runner: steps call the simulated HTTP server over real HTTP with the browser
 * context's cookie jar, and move its clock through the control API.
 */
const browserApi = (page: Page, origin: string): ScenarioApi =>
  scenarioApi({
    client: contextClient(page.request),
    advanceClock: async (seconds) => {
      const response = await fetch(`${origin}/__sim/clock`, {
        method: 'POST',
        body: JSON.stringify({ advance_seconds: seconds }),
      });
      expect(response.status).toBe(200);
    },
    lastMailLink: async (address) => {
      const response = await fetch(`${origin}/__sim/outbox`);
      const { mails } = (await response.json()) as { mails: { to: string; link: string | null }[] };
      return mails.filter((mail) => mail.to === address).at(-1)?.link ?? undefined;
    },
    sendPush: async (request) => {
      const response = await fetch(`${origin}/__sim/push`, { method: 'POST', body: JSON.stringify(request) });
      expect(response.status).toBe(200);
      return (await response.json()) as PushDelivery;
    },
    reportMailProblem: async (email, reason) => {
      const response = await fetch(`${origin}/__sim/mail-problem`, {
        method: 'POST',
        body: JSON.stringify({ email, reason }),
      });
      expect(response.status).toBe(200);
    },
    expect,
  });

for (const scenario of scenarios) {
  test(`scenario ${scenario.name}`, async ({ page, simulatedBackend }) => {
    const loaded = await fetch(`${simulatedBackend.origin}/__sim/scenario`, {
      method: 'POST',
      body: JSON.stringify({ name: scenario.name }),
    });
    expect(loaded.status).toBe(200);
    const api = browserApi(page, simulatedBackend.origin);
    for (const step of scenario.steps) {
      await test.step(step.title, () => step.run(api));
    }
  });
}
