import type { Page } from '@playwright/test';
import { contractOperation } from '../mocks/contract/document';
import { scenarios } from '../scenarios/index';
import type { ScenarioApi } from '../scenarios/scenario';
import { expect, test } from './fixtures';

/** The Playwright runner: steps call the simulated HTTP server from the page, with real cookies. */
const browserApi = (page: Page, origin: string): ScenarioApi => {
  const call: ScenarioApi['call'] = async (operationId, { query, body } = {}) => {
    const { method, path } = contractOperation(operationId);
    const search = query === undefined ? '' : `?${new URLSearchParams(query).toString()}`;
    return page.evaluate(
      async ({ url, method: verb, payload }) => {
        const response = await fetch(url, {
          method: verb,
          headers: payload === undefined ? {} : { 'content-type': 'application/json' },
          body: payload,
        });
        const text = await response.text();
        return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
      },
      {
        url: `${path}${search}`,
        method: method.toUpperCase(),
        payload: body === undefined ? undefined : JSON.stringify(body),
      },
    );
  };
  return {
    call,
    login: (email, password) => call('postUser', { body: { email, password } }),
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
    expect,
  };
};

test.use({ expectApiErrors: true });

for (const scenario of scenarios) {
  test(`scenario ${scenario.name}`, async ({ page, simulatedBackend }) => {
    const loaded = await fetch(`${simulatedBackend.origin}/__sim/scenario`, {
      method: 'POST',
      body: JSON.stringify({ name: scenario.name }),
    });
    expect(loaded.status).toBe(200);
    await page.goto('/');
    const api = browserApi(page, simulatedBackend.origin);
    for (const step of scenario.steps) {
      await test.step(step.title, () => step.run(api));
    }
  });
}
