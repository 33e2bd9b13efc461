import { outbox } from '../mocks/db/auth';
import { seededPassword } from '../mocks/seed/password';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { expect, test } from './fixtures';
import { loginAs } from './members';

const en = translations('en');

test.describe('member settings', () => {
  test('opens Settings from the account menu by keyboard and changes the password by keyboard alone', async ({
    page,
  }) => {
    await loginAs(page, 'free');
    await page.goto('/pricing');
    const account = page.getByRole('button', { name: en.topBar.accountMenu({ name: 'free' }) });
    await account.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: en.topBar.myProfile() })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: en.routes.swipeGame() })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: en.topBar.settings() })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: en.routes.notifications() })).toBeVisible();

    const section = page.getByRole('region', { name: en.account.passwordChange.heading() });
    await section.getByLabel(en.account.passwordChange.oldPassword()).focus();
    await page.keyboard.type(seededPassword);
    await page.keyboard.press('Tab');
    await page.keyboard.type('a new secret 2026');
    await page.keyboard.press('Tab');
    await page.keyboard.type('a new secret 2026');
    await page.keyboard.press('Enter');
    // The outcome takes the focus, so the keyboard and screen reader carry on from there.
    await expect(page.locator(':focus')).toHaveText(en.account.passwordChange.changed());

    const { response } = await contextClient(page.request).POST('/api/user.php', {
      body: { email: 'free@sim.test', password: 'a new secret 2026' },
    });
    expect(response.status).toBe(200);
  });

  test('asks for a new e-mail address and confirms it through the mailed link', async ({ page }) => {
    await loginAs(page, 'free');
    await page.goto('/notifications');
    const section = page.getByRole('region', { name: en.account.mailChange.heading() });
    await expect(section.getByText(en.account.mailChange.current({ email: 'free@sim.test' }))).toBeVisible();
    await section.getByLabel(en.account.mailChange.newEmail()).fill('free.moved@sim.test');
    await section.getByLabel(en.account.currentPassword()).fill(seededPassword);
    await section.getByRole('button', { name: en.account.mailChange.submit() }).click();
    await expect(
      section.getByText(en.account.mailChange.sent({ email: 'free.moved@sim.test' })),
    ).toBeVisible();

    const link = outbox
      .all()
      .filter((mail) => mail.to === 'free.moved@sim.test')
      .at(-1)?.link;
    expect(link).toMatch(/^\/mail-change\/do\?token=/);
    await page.goto(link ?? '');
    await expect(
      page.getByText(en.account.mailChangeDone.done({ email: 'free.moved@sim.test' })),
    ).toBeVisible();
    await page.getByRole('link', { name: en.account.mailChangeDone.toSettings() }).click();
    await expect(
      page
        .getByRole('region', { name: en.account.mailChange.heading() })
        .getByText(en.account.mailChange.current({ email: 'free.moved@sim.test' })),
    ).toBeVisible();
  });
});
