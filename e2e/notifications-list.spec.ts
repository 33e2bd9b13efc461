import type { APIRequestContext, Page } from '@playwright/test';
import { personaIds } from '../mocks/seed/personas';
import { seededPassword } from '../mocks/seed/password';
import { localeCookie } from '../src/domain/locales';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';
import { loginAs } from './members';

/** Premium, in a browser of their own: what they do reaches free as notifications. */
const asPremium = async (request: APIRequestContext) => {
  const client = contextClient(request);
  const login = await client.POST('/api/user.php', {
    body: { email: 'premium@sim.test', password: seededPassword },
  });
  expect(login.response.status).toBe(200);
  return {
    like: async (profileId: number) => {
      const { response } = await client.POST('/api/like.php', { body: { profile_id: profileId } });
      expect(response.status).toBe(200);
    },
    write: async (conversation: number, text: string) => {
      const { response } = await client.POST('/api/messages.php', { body: { conversation, text } });
      expect(response.status).toBe(201);
    },
  };
};

const unreadOnServer = async (page: Page): Promise<number | undefined> => {
  const { data } = await contextClient(page.request).GET('/api/notifications.php');
  return data?.num_unread;
};

test.describe('notifications list (issue 18)', () => {
  test('on a smartphone: a like from another member shows as new, leads to the likes by keyboard alone, and is read after', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const en = translations('en');
    const t = en.notificationsList;
    const other = await playwright.request.newContext({ baseURL });
    try {
      await (await asPremium(other)).like(personaIds.free);
      await loginAs(page, 'free');
      await page.goto('/notifications');

      const section = page.getByRole('region', { name: new RegExp(`^${t.heading()}`) });
      await expect(section.getByRole('heading', { level: 2 })).toContainText(t.unreadLabel({ count: 1 }));
      const item = section.getByRole('link', { name: new RegExp(t.named.likes({ name: 'premium' })) });
      await expect(item).toContainText(t.unread());
      await expect(item.getByRole('img', { name: t.photoAlt({ name: 'premium' }) })).toBeVisible();
      // Seen is read on the server; this visit still shows what was new.
      await expect.poll(() => unreadOnServer(page)).toBe(0);
      await expect(item).toContainText(t.unread());

      await tabTo(page, item);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/likes');
      await expect(page.getByRole('heading', { level: 1, name: en.routes.likes() })).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL('/notifications');
      const again = section.getByRole('link', { name: new RegExp(t.named.likes({ name: 'premium' })) });
      await expect(again).toBeVisible();
      await expect(again).not.toContainText(t.unread());
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(t.heading());
    } finally {
      await other.dispose();
    }
  });

  test('on a desktop, in German: a message and a like from another member, the message leads to the chats', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const t = translations('de').notificationsList;
    await page.context().addCookies([{ name: localeCookie.name, value: 'de', url: baseURL ?? '' }]);
    const other = await playwright.request.newContext({ baseURL });
    try {
      const premium = await asPremium(other);
      await premium.like(personaIds.free);
      // Conversation 1 is premium's with free, going already: a new message, not a new conversation.
      await premium.write(1, 'Hallo, wie geht es dir?');
      await loginAs(page, 'free');
      await page.goto('/notifications');

      const section = page.getByRole('region', { name: new RegExp(`^${t.heading()}`) });
      await expect(section.getByRole('heading', { level: 2 })).toContainText(t.unreadLabel({ count: 2 }));
      const rows = section.getByRole('list').getByRole('listitem');
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toContainText(t.named.new_messages({ name: 'premium' }));
      await expect(rows.last()).toContainText(t.named.likes({ name: 'premium' }));
      await expect.poll(() => unreadOnServer(page)).toBe(0);

      await rows.first().getByRole('link').click();
      await expect(page).toHaveURL('/chats');
      await page.goto('/notifications');
      await expect(rows).toHaveCount(2);
      await expect(section.getByText(t.unread())).toHaveCount(0);
    } finally {
      await other.dispose();
    }
  });
});
