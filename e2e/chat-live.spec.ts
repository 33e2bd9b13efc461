import type { Browser, Page } from '@playwright/test';
import { entryWarningSkippedKey } from '../src/features/shell/entry-warning-key';
import { translations } from '../tests/utils/i18n';
import { expect, test } from './fixtures';
import { loginAs } from './members';

const en = translations('en');
const t = en.chat;
/** The seeded conversation of free and premium. */
const conversation = 1;

/** A second browser on the same simulated site, logged in as another member. */
const secondBrowser = async (browser: Browser, baseURL: string | undefined, persona: 'premium' | 'free') => {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(
    ([key, at]) => {
      window.localStorage.setItem(key, at);
    },
    [entryWarningSkippedKey, '2026-01-01T00:00:00.000Z'] as const,
  );
  const page = await context.newPage();
  await loginAs(page, persona);
  return page;
};

const composer = (page: Page, name: string) =>
  page.getByRole('textbox', { name: t.composer.label({ name }) });
const history = (page: Page, name: string) =>
  page.getByRole('region', { name: t.conversation.history({ name }) });

test.describe('a conversation between two members', () => {
  test('on a desktop: each sees the other typing and the other’s message within seconds, sent once', async ({
    page,
    browser,
    baseURL,
  }) => {
    await loginAs(page, 'free');
    const premium = await secondBrowser(browser, baseURL, 'premium');
    try {
      await page.goto(`/chats/${String(conversation)}`);
      await premium.goto(`/chats/${String(conversation)}`);
      await expect(history(page, 'premium')).toBeVisible();
      await expect(history(premium, 'free')).toBeVisible();

      // Premium writes, by keyboard alone: free sees the typing, then the message.
      await composer(premium, 'free').focus();
      await premium.keyboard.type('Are you free on Friday?');
      await expect(page.getByText(t.conversation.typing({ name: 'premium' }))).toBeVisible({
        timeout: 10_000,
      });
      await premium.keyboard.press('Enter');
      await expect(history(premium, 'free').getByText('Are you free on Friday?')).toBeVisible();
      await expect(history(page, 'premium').getByText('Are you free on Friday?')).toBeVisible({
        timeout: 10_000,
      });

      // Free answers; a line break with Shift+Enter stays part of the message.
      await composer(page, 'premium').focus();
      await page.keyboard.type('Yes!');
      await page.keyboard.press('Shift+Enter');
      await page.keyboard.type('Coffee at ten?');
      await page.keyboard.press('Enter');
      await expect(history(premium, 'free').getByText(/Yes!\s+Coffee at ten\?/)).toBeVisible({
        timeout: 10_000,
      });
      await expect(history(page, 'premium').getByText(/Yes!\s+Coffee at ten\?/)).toHaveCount(1);
    } finally {
      await premium.context().close();
    }
  });

  test('keeps what a member was writing across a reload, and opens from the list', async ({ page }) => {
    await loginAs(page, 'premium');
    await page.goto('/chats');
    await page
      .getByRole('list', { name: /conversation/ })
      .getByRole('link')
      .filter({ has: page.getByText('free', { exact: true }) })
      .click();
    await expect(page).toHaveURL(`/chats/${String(conversation)}`);
    await composer(page, 'free').fill('Half a thought');
    await page.reload();
    await expect(composer(page, 'free')).toHaveValue('Half a thought');
  });
});
