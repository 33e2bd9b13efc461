import { seededPassword } from '../mocks/seed/password';
import { translations } from '../tests/utils/i18n';
import { expect, test } from './fixtures';
import { lastResetLink, loginAs } from './members';

const en = translations('en');

test.describe('focus after a refused submit', () => {
  test('the password reset by keyboard starts at its heading, refuses differing passwords at the field and says the password was changed on a smartphone', async ({
    page,
  }) => {
    // Three screens, each scanned by axe when the journey ends, on a phone's emulation: as long as
    // the password reset's own journey (e2e/password-reset.spec.ts).
    test.setTimeout(60_000);
    await page.goto('/reset-password');
    await page.getByRole('textbox', { name: en.form.email() }).fill('free@sim.test');
    await page.keyboard.press('Enter');
    await expect(page.getByText(en.passwordReset.sent({ email: 'free@sim.test', hours: 24 }))).toBeVisible();

    await page.goto(lastResetLink('free@sim.test'));
    const form = page.getByRole('form', { name: en.routes.resetPassword() });
    await expect(form).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: en.routes.resetPassword() })).toBeFocused();
    const password = form.getByLabel(en.passwordReset.newPassword(), { exact: true });
    const confirmation = form.getByLabel(en.passwordReset.confirmPassword(), { exact: true });
    // From the heading the keyboard reaches the first field.
    while (!(await password.evaluate((field) => field === document.activeElement))) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type('new-secret-2026');
    await page.keyboard.press('Tab');
    await page.keyboard.type('new-secret-2027');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: en.passwordReset.save() })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toHaveAccessibleDescription(en.form.passwordsDiffer());

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('new-secret-2026');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/members');
    await expect(page.getByText(en.passwordReset.changed())).toBeVisible();
    await expect(page.locator(':focus')).toHaveText(en.passwordReset.changed());
  });

  test('a click on Change password right after typing differing passwords focuses the repetition', async ({
    page,
  }) => {
    await loginAs(page, 'free');
    await page.goto('/notifications');
    const section = page.getByRole('region', { name: en.account.passwordChange.heading() });
    await section.getByLabel(en.account.passwordChange.oldPassword(), { exact: true }).fill(seededPassword);
    await section
      .getByLabel(en.account.passwordChange.newPassword(), { exact: true })
      .fill('a new secret 2026');
    const repeat = section.getByLabel(en.account.passwordChange.repeatPassword());
    await repeat.fill('a new secret 2027');
    // The press leaves the field: its message must not move the button before the release.
    await section.getByRole('button', { name: en.account.passwordChange.submit() }).click();
    await expect(repeat).toBeFocused();
    await expect(repeat).toHaveAccessibleDescription(en.form.passwordsDiffer());
  });
});
