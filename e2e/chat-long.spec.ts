import type { Page } from '@playwright/test';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { expect, test } from './fixtures';
import { seededPassword } from '../mocks/seed/password';
import { loginAs } from './members';

const en = translations('en');
const t = en.chat.conversation;
/** The seeded conversation of 10,000 messages (premium's). */
const longConversation = 1000;

const otherName = async (page: Page): Promise<string> => {
  const { data } = await contextClient(page.request).GET('/api/chat.php', {
    params: { query: { id: longConversation } },
  });
  if (data === undefined) throw new Error('the long conversation did not answer');
  return data.profile.name;
};

/** Message elements in the document: the virtual list keeps them few whatever the history's length. */
const messageElements = (page: Page) => page.locator('[role="region"] li[data-index]').count();

test.describe('a conversation of 10,000 messages', () => {
  test('keeps few elements while scrolling back, and jumps to the latest by keyboard', async ({ page }) => {
    await loginAs(page, 'premium');
    const name = await otherName(page);
    await page.goto(`/chats/${String(longConversation)}`);
    const history = page.getByRole('region', { name: t.history({ name }) });
    await expect(history.locator('li[data-index]').first()).toBeVisible();
    const latest = page.getByRole('button', { name: t.jumpToLatest() });

    // Back through the history by keyboard: earlier pages come in, the document stays small.
    await history.focus();
    for (let press = 0; press < 12; press += 1) await page.keyboard.press('PageUp');
    await expect(page.getByText(t.loadingOlder())).toBeHidden();
    await expect(latest).toBeVisible();
    expect(await messageElements(page)).toBeLessThanOrEqual(200);

    await latest.focus();
    await page.keyboard.press('Enter');
    await expect(latest).toBeHidden();
    await expect(history).toBeFocused();
    expect(await messageElements(page)).toBeLessThanOrEqual(200);
  });
});

test.describe('many unread messages', () => {
  test('open at the first of them, and the way back to it shows once it is scrolled past', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // Premium writes free more than a screen of messages.
    const premium = await playwright.request.newContext({ baseURL });
    const client = contextClient(premium);
    await client.POST('/api/user.php', { body: { email: 'premium@sim.test', password: seededPassword } });
    for (let count = 1; count <= 25; count += 1) {
      const { response } = await client.POST('/api/messages.php', {
        body: { conversation: 1, text: `Unread message number ${String(count)}` },
        params: { header: { 'Idempotency-Key': `long-unread-message-${String(count).padStart(4, '0')}` } },
      });
      expect(response.status).toBe(201);
    }
    await premium.dispose();

    await loginAs(page, 'free');
    await page.goto('/chats/1');
    const history = page.getByRole('region', { name: t.history({ name: 'premium' }) });
    await expect(history.getByText(t.newMessages())).toBeInViewport();
    // Exact: a bubble's text runs on into its time, so "…number 2" + "5:43 AM" would match too.
    await expect(history.getByText('Unread message number 25', { exact: true })).not.toBeInViewport();
    const unread = page.getByRole('button', { name: t.jumpToUnread() });
    await expect(unread).toBeHidden();

    await history.focus();
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('PageDown');
    await expect(history.getByText(t.newMessages())).not.toBeInViewport();
    await expect(unread).toBeVisible();
    await unread.focus();
    await page.keyboard.press('Enter');
    await expect(history.getByText(t.newMessages())).toBeInViewport();
    await expect(history).toBeFocused();
  });
});
