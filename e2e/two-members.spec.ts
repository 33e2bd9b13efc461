import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Two members in two browsers on one simulated site see each other's actions. */
const api = async (page: Page, path: string, method = 'GET', body?: unknown) =>
  page.evaluate(
    async ({ path: url, method: verb, payload }) => {
      const response = await fetch(url, {
        method: verb,
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
        body: payload,
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { path, method, payload: body === undefined ? undefined : JSON.stringify(body) },
  );

test('a message free sends reaches premium as an unread message', async ({ page, browser, baseURL }) => {
  const premiumContext = await browser.newContext({ baseURL });
  const premium = await premiumContext.newPage();
  try {
    await page.goto('/');
    await premium.goto('/');
    expect(
      (await api(page, '/api/user.php', 'POST', { email: 'free@sim.test', password: 'Passw0rd!' })).status,
    ).toBe(200);
    expect(
      (await api(premium, '/api/user.php', 'POST', { email: 'premium@sim.test', password: 'Passw0rd!' }))
        .status,
    ).toBe(200);

    const unreadBefore = (await api(premium, '/api/chats.php')).body.num_unread as number;
    const sent = await api(page, '/api/messages.php', 'POST', {
      conversation: 1,
      text: 'Hello from the other browser',
    });
    expect(sent.status).toBe(201);

    const after = await api(premium, '/api/chats.php');
    expect(after.body.num_unread).toBe(unreadBefore + 1);
    const history = await api(premium, '/api/messages.php?conversation=1');
    const texts = (history.body.messages as { text: string | null }[]).map((m) => m.text);
    expect(texts).toContain('Hello from the other browser');
  } finally {
    await premiumContext.close();
  }
});
