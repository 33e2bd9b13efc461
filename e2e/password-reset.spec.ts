import { translations } from '../tests/utils/i18n';
import { expect, test } from './fixtures';
import { lastResetLink } from './members';

const en = translations('en');

// Spec §5 and §8 fix these words in English.
const notFound = 'E-mail address not found';
const linkInvalid = 'Link expired or invalid, request a new email';

test.describe('password reset', () => {
  test('is asked for from login, followed from the mail, and logs the member in', async ({ page }) => {
    // Four screens, each scanned again by axe at the end.
    test.setTimeout(90_000);
    await page.goto('/login');
    await page.getByRole('textbox', { name: en.form.email() }).fill('free@sim.test');
    await page.getByRole('link', { name: en.login.forgotPassword() }).click();
    await expect(page.getByRole('heading', { level: 1, name: en.routes.resetPassword() })).toBeVisible();

    // Keyboard alone from here: the address came along from login.
    const email = page.getByRole('textbox', { name: en.form.email() });
    await expect(email).toHaveValue('free@sim.test');
    await email.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(en.passwordReset.sent({ email: 'free@sim.test', hours: 24 }))).toBeVisible();

    await page.goto(lastResetLink('free@sim.test'));
    const form = page.getByRole('form', { name: en.routes.resetPassword() });
    await expect(form.getByText(en.passwordReset.forAccount({ email: 'free@sim.test' }))).toBeVisible();
    await form.getByLabel(en.passwordReset.newPassword(), { exact: true }).focus();
    await page.keyboard.type('new-secret-2026');
    await page.keyboard.press('Tab');
    await page.keyboard.type('new-secret-2026');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/members');
    await expect(page.getByRole('button', { name: en.topBar.accountMenu({ name: 'free' }) })).toBeVisible();
  });
});

test.describe('refused password reset', () => {
  test.use({ expectApiErrors: true });

  test('says an unknown address was not found', async ({ page }) => {
    await page.goto('/reset-password');
    const email = page.getByRole('textbox', { name: en.form.email() });
    await email.fill('nobody@sim.test');
    await page.getByRole('button', { name: en.passwordReset.submit() }).click();
    await expect(page.getByRole('alert')).toHaveText(notFound);
    await expect(email).toHaveValue('nobody@sim.test');
  });

  test('says the passwords differ when they do', async ({ page }) => {
    await page.goto('/reset-password');
    await page.getByRole('textbox', { name: en.form.email() }).fill('free@sim.test');
    await page.getByRole('button', { name: en.passwordReset.submit() }).click();
    await expect(page.getByText(en.passwordReset.sent({ email: 'free@sim.test', hours: 24 }))).toBeVisible();
    await page.goto(lastResetLink('free@sim.test'));
    const confirmation = page.getByLabel(en.passwordReset.confirmPassword(), { exact: true });
    await page.getByLabel(en.passwordReset.newPassword(), { exact: true }).fill('new-secret-2026');
    await confirmation.fill('new-secret-2027');
    await confirmation.blur();
    await expect(confirmation).toHaveAccessibleDescription('The entered passwords are not the same.');
  });

  test('with an expired link says so and leads to a new mail', async ({ page, baseURL }) => {
    await page.goto('/reset-password');
    await page.getByRole('textbox', { name: en.form.email() }).fill('free@sim.test');
    await page.getByRole('button', { name: en.passwordReset.submit() }).click();
    await expect(page.getByText(en.passwordReset.sent({ email: 'free@sim.test', hours: 24 }))).toBeVisible();
    const moved = await fetch(`${baseURL ?? ''}/__sim/clock`, {
      method: 'POST',
      body: JSON.stringify({ advance_seconds: 24 * 60 * 60 + 1 }),
    });
    expect(moved.status).toBe(200);

    await page.goto(lastResetLink('free@sim.test'));
    await expect(page.getByRole('alert')).toHaveText(linkInvalid);
    await page.getByRole('link', { name: en.passwordReset.requestNew() }).click();
    await expect(page).toHaveURL('/reset-password');
    await expect(page.getByRole('textbox', { name: en.form.email() })).toBeVisible();
  });

  test('with a used link says so', async ({ page }) => {
    // Three screens, each scanned again by axe at the end.
    test.setTimeout(60_000);
    await page.goto('/reset-password');
    await page.getByRole('textbox', { name: en.form.email() }).fill('free@sim.test');
    await page.getByRole('button', { name: en.passwordReset.submit() }).click();
    await expect(page.getByText(en.passwordReset.sent({ email: 'free@sim.test', hours: 24 }))).toBeVisible();
    const link = lastResetLink('free@sim.test');
    await page.goto(link);
    await page.getByLabel(en.passwordReset.newPassword(), { exact: true }).fill('new-secret-2026');
    await page.getByLabel(en.passwordReset.confirmPassword(), { exact: true }).fill('new-secret-2026');
    await page.getByRole('button', { name: en.passwordReset.save() }).click();
    await expect(page).toHaveURL('/members');

    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(linkInvalid);
  });
});
