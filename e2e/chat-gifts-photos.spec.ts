import type { Page } from '@playwright/test';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { describeFindings, scanInPlace } from './axe';
import { expect, test } from './fixtures';
import { loginAs } from './members';

const en = translations('en');
const t = en.chat;
/** The seeded conversation of free and premium. */
const conversation = 1;
const portrait = new URL('../mocks/cdn-photos/portrait-2.jpg', import.meta.url).pathname;

const history = (page: Page) => page.getByRole('region', { name: t.conversation.history({ name: 'free' }) });
const composer = (page: Page) => page.getByRole('textbox', { name: t.composer.label({ name: 'free' }) });
const credits = async (page: Page): Promise<number> => {
  const { data } = await contextClient(page.request).GET('/api/user.php');
  if (data === undefined) throw new Error('nobody is logged in');
  return data.user.credits;
};

const firstGift = async (page: Page) => {
  const { data } = await contextClient(page.request).GET('/api/gifts.php');
  const gift = data?.gifts[0];
  if (gift === undefined) throw new Error('the site has no gifts');
  return gift;
};

const expectAccessible = async (page: Page) => {
  expect(describeFindings(page.url(), await scanInPlace(page))).toBe('');
};

test.describe('gifts, photos and the conversation’s actions', () => {
  test('premium sends a gift and a photo by keyboard, then blocks and unblocks from More actions', async ({
    page,
  }) => {
    await loginAs(page, 'premium');
    const gift = await firstGift(page);
    const before = await credits(page);
    await page.goto(`/chats/${String(conversation)}`);
    await expect(history(page)).toBeVisible();

    // The gift button sits before the field: one step back from it, by keyboard.
    await composer(page).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: t.composer.sendGift() })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t.gifts.title({ name: 'free' }) });
    await expect(dialog.getByText(t.gifts.balance({ credits: before }))).toBeVisible();
    const tile = dialog.getByRole('button', { name: new RegExp(`^${gift.name}`) });
    await expect(tile).toBeVisible();
    await expectAccessible(page);
    await tile.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(history(page).getByText(t.conversation.giftTo({ gift: gift.name }))).toBeVisible();
    expect(await credits(page)).toBe(before - gift.credits);

    // A photo: chosen, shown with its price, sent on the member's word.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: t.composer.attachPhoto() }).click();
    await (await chooser).setFiles(portrait);
    await expect(page.getByRole('img', { name: t.composer.photoChosen() })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: t.composer.sendPhoto() }).press('Enter');
    await expect(history(page).getByRole('img', { name: t.conversation.ownPhotoAlt() }).last()).toBeVisible();
    await expect(page.getByRole('img', { name: t.composer.photoChosen() })).toBeHidden();

    // Block from the header's More actions, confirmed; the field gives way to why.
    await page.getByRole('button', { name: t.conversation.actions() }).press('Enter');
    await page.getByRole('menuitem', { name: t.conversation.block({ name: 'free' }) }).press('Enter');
    await page
      .getByRole('dialog', { name: en.memberView.blockConfirm.title({ name: 'free' }) })
      .getByRole('button', { name: en.memberView.blockConfirm.confirm() })
      .press('Enter');
    await expect(page.getByText(t.conversation.cannotReply.member_blocked({ name: 'free' }))).toBeVisible();
    await expect(composer(page)).toBeHidden();
    await page.getByRole('button', { name: t.conversation.actions() }).press('Enter');
    await page.getByRole('menuitem', { name: t.conversation.unblock({ name: 'free' }) }).press('Enter');
    await expect(composer(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
  });
});
