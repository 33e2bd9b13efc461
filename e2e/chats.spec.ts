import type { Page } from '@playwright/test';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { injectFault } from './faults';
import { expect, test } from './fixtures';
import { loginAs } from './members';

const en = translations('en');
const t = en.chat.list;

const chatsOnServer = async (page: Page) => {
  const { data } = await contextClient(page.request).GET('/api/chats.php');
  if (data === undefined) throw new Error('the chat list did not answer');
  return data;
};

/** The member's first two conversations, newest first, and how many there are. */
const firstTwoChats = async (page: Page) => {
  const { chats, num_unread } = await chatsOnServer(page);
  const [first, second] = chats;
  if (first === undefined || second === undefined) throw new Error('the member has fewer than two chats');
  return { first, second, count: chats.length, unread: num_unread };
};

/** Deletes a chat by keyboard alone: from its row to its delete button, then the dialog's confirm. */
const deleteByKeyboard = async (page: Page, name: string) => {
  const list = page.getByRole('list', { name: /conversation/ });
  await list
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: t.delete({ name }) })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t.deleteTitle() });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: t.deleteConfirm() });
  for (
    let step = 0;
    step < 5 && !(await confirm.evaluate((button) => button === document.activeElement));
    step += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
};

test.describe('the chat list', () => {
  test('a member opens Messages from the navigation, sees the conversations and deletes one by keyboard', async ({
    page,
  }) => {
    await loginAs(page, 'premium');
    const { first, second, count, unread } = await firstTwoChats(page);
    await page.goto('/members');
    // The top bar's links on a desktop, the tab bar at the foot of a phone's screen.
    const nav = page.getByRole('navigation', { name: en.topBar.mainNav() });
    await nav.getByRole('link', { name: new RegExp(`^${en.topBar.messages()}`) }).click();
    await expect(page).toHaveURL('/chats');
    await expect(page.getByRole('heading', { level: 1, name: en.routes.chats() })).toBeVisible();
    const list = page.getByRole('list', { name: t.count({ count: count }) });
    await expect(list.getByRole('link')).toHaveCount(count);
    await expect(list.getByRole('link').first()).toHaveAttribute(
      'href',
      `/chats/${String(first.conversation.id)}`,
    );
    expect(unread).toBeGreaterThan(0);

    await deleteByKeyboard(page, first.profile.name);
    await expect(page.getByRole('list', { name: t.count({ count: count - 1 }) })).toBeVisible();
    // The keyboard goes on from the conversation that took the deleted one's place.
    await expect(page.getByRole('link', { name: new RegExp(second.profile.name) }).first()).toBeFocused();
    await expect
      .poll(async () => (await chatsOnServer(page)).chats.map((chat) => chat.conversation.id))
      .not.toContain(first.conversation.id);
    await page.reload();
    await expect(page.getByRole('list', { name: t.count({ count: count - 1 }) })).toBeVisible();
  });

  test.describe('when the server fails', () => {
    test.use({ expectApiErrors: true });

    test('on a desktop: the chat comes back with an alert that says it could not be deleted', async ({
      page,
      simulatedBackend,
    }) => {
      await loginAs(page, 'premium');
      const { first, count } = await firstTwoChats(page);
      await page.goto('/chats');
      await expect(page.getByRole('list', { name: t.count({ count: count }) })).toBeVisible();
      // A delete is repeatable, so the app tries again (spec §7): the server fails every attempt.
      await injectFault(simulatedBackend.origin, {
        operationId: 'deleteChat',
        status: 500,
        code: 'server_error',
      });
      await deleteByKeyboard(page, first.profile.name);
      const alert = page.getByRole('alert');
      // After the retries the app's policy allows (about 8 s of them).
      await expect(alert).toContainText(t.deleteFailed({ name: first.profile.name }), { timeout: 15_000 });
      await expect(page.getByRole('list', { name: t.count({ count: count }) })).toBeVisible();
      expect((await chatsOnServer(page)).chats.map((chat) => chat.conversation.id)).toContain(
        first.conversation.id,
      );
    });
  });
});
