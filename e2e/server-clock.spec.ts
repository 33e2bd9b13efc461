import { entryWarningSkippedKey } from '../src/features/shell/entry-warning-key';
import { translations } from '../tests/utils/i18n';
import { expect, test } from './fixtures';

const en = translations('en');

// The warning's skip is where the app writes its own clock's time down (spec §2: the skip is
// remembered with its time), so it shows what the app's clock reads without exposing anything.
test.use({ entryWarningSkipped: false });

test.describe('one clock over HTTP', () => {
  test("a moved server clock moves the app's clock at the next answer", async ({ page, baseURL }) => {
    // The reset request screen never shows the entry warning, so the skip is still to come.
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { level: 1, name: en.routes.resetPassword() })).toBeVisible();

    const moved = await fetch(`${baseURL ?? ''}/__sim/clock`, {
      method: 'POST',
      body: JSON.stringify({ advance_seconds: 3 * 24 * 60 * 60 }),
    });
    expect(moved.status).toBe(200);
    const serverNow = Date.parse(((await moved.json()) as { now: string }).now);

    // The next answer (the reset mail request) carries the moved time in its Date header.
    await page.getByRole('textbox', { name: en.form.email() }).fill('free@sim.test');
    await page.getByRole('button', { name: en.passwordReset.submit() }).click();
    await expect(page.getByText(en.passwordReset.sent({ email: 'free@sim.test', hours: 24 }))).toBeVisible();

    // In the same page (no reload, which would start the app's clock afresh) to a screen that
    // asks first: entering writes down the app's time.
    await page.getByRole('banner').getByRole('link', { name: en.topBar.login() }).click();
    await page.getByRole('button', { name: en.entryWarning.enter() }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    const skippedAt = await page.evaluate((key) => window.localStorage.getItem(key), entryWarningSkippedKey);
    expect(skippedAt).not.toBeNull();
    const appNow = Date.parse(skippedAt ?? '');
    // The browser's own clock stayed three days behind; the app's reads the server's time.
    expect(Math.abs(appNow - serverNow)).toBeLessThan(60_000);
    expect(appNow - Date.now()).toBeGreaterThan(2 * 24 * 60 * 60 * 1000);
  });
});
