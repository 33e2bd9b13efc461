import { localeCookie } from '../src/domain/locales';
import { translations } from '../tests/utils/i18n';
import { expect, test } from './fixtures';
import { loginAs } from './members';

/** The seeded conversation of free and premium. */
const conversation = 1;

for (const locale of ['de', 'fi'] as const) {
  test(`a conversation in ${locale} on a smartphone: its words, a message sent, the gifts, nothing wider than the screen`, async ({
    page,
    context,
    baseURL,
  }) => {
    const LL = translations(locale);
    const t = LL.chat;
    await context.addCookies([{ name: localeCookie.name, value: locale, url: baseURL }]);
    await loginAs(page, 'free');
    await page.goto(`/chats/${String(conversation)}`);
    const field = page.getByRole('textbox', { name: t.composer.label({ name: 'premium' }) });
    await expect(field).toBeVisible();
    await expect(field).toHaveAccessibleDescription(t.composer.free({ count: 2 }));
    await field.fill('Hallo 👋');
    await field.press('Enter');
    await expect(
      page.getByRole('region', { name: t.conversation.history({ name: 'premium' }) }).getByText('Hallo 👋'),
    ).toBeVisible();
    await expect(field).toHaveAccessibleDescription(t.composer.free({ count: 1 }));

    await page.getByRole('button', { name: t.composer.sendGift() }).click();
    const dialog = page.getByRole('dialog', { name: t.gifts.title({ name: 'premium' }) });
    await expect(dialog.getByText(t.gifts.balance({ credits: 0 }))).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await dialog.getByRole('button', { name: LL.ui.close() }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: t.conversation.actions() }).click();
    await expect(
      page.getByRole('menuitem', { name: t.conversation.report({ name: 'premium' }) }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}
