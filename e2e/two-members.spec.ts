import { contextClient } from './api-client';
import { expect, test } from './fixtures';

/** Two members in two browsers on one simulated site see each other's actions. */
test('a message free sends reaches premium as an unread message', async ({ page, browser, baseURL }) => {
  const premiumContext = await browser.newContext({ baseURL });
  const premium = await premiumContext.newPage();
  try {
    await page.goto('/');
    await premium.goto('/');
    // Each browser's own cookie jar: the two sessions stay apart.
    const free = contextClient(page.request);
    const other = contextClient(premium.request);
    const freeLogin = await free.POST('/api/user.php', {
      body: { email: 'free@sim.test', password: 'Passw0rd!' },
    });
    expect(freeLogin.response.status).toBe(200);
    const premiumLogin = await other.POST('/api/user.php', {
      body: { email: 'premium@sim.test', password: 'Passw0rd!' },
    });
    expect(premiumLogin.response.status).toBe(200);

    const before = await other.GET('/api/chats.php');
    const sent = await free.POST('/api/messages.php', {
      body: { conversation: 1, text: 'Hello from the other browser' },
    });
    expect(sent.response.status).toBe(201);

    const after = await other.GET('/api/chats.php');
    expect(after.data?.num_unread).toBe((before.data?.num_unread ?? 0) + 1);
    const history = await other.GET('/api/messages.php', { params: { query: { conversation: 1 } } });
    const texts = (history.data?.messages ?? []).map((m) => m.text);
    expect(texts).toContain('Hello from the other browser');
  } finally {
    await premiumContext.close();
  }
});
