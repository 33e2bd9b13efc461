import { outbox } from '../mocks/db/auth';
import { seededPassword } from '../mocks/seed/password';
import { loginAttemptsBeforeBlock, loginBlockMinutes, sessionCookieDays } from '../src/domain/limits';
import { translations } from '../tests/utils/i18n';
import { expect, test } from './fixtures';
import { submitLoginForm } from './members';

const en = translations('en');
const sessionSeconds = sessionCookieDays * 24 * 60 * 60;

// Spec §8 fixes these words in English.
const loginFailed = 'Login failed, please try again';
const loginBlocked = `Too many incorrect attempts, account blocked for ${loginBlockMinutes} min`;

const isLoginCall = (url: string, method: string) =>
  method === 'POST' && new URL(url).pathname === '/api/user.php';

test.describe('login', () => {
  test('by keyboard alone lands in the members area with a 30-day session cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: en.routes.login() });
    await form.getByRole('textbox', { name: en.form.email() }).focus();
    await page.keyboard.type('free@sim.test');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(en.form.password(), { exact: true })).toBeFocused();
    await page.keyboard.type(seededPassword);
    const answer = page.waitForResponse((response) =>
      isLoginCall(response.url(), response.request().method()),
    );
    await page.keyboard.press('Enter');

    const setCookie = (await (await answer).headerValue('set-cookie')) ?? '';
    expect(setCookie).toContain(`Max-Age=${sessionSeconds}`);
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('SameSite=Lax');

    await expect(page).toHaveURL('/members');
    await expect(page.getByRole('heading', { level: 1, name: en.routes.members() })).toBeVisible();
    await expect(page.getByRole('button', { name: en.topBar.accountMenu({ name: 'free' }) })).toBeVisible();

    const session = (await context.cookies()).find((cookie) => cookie.name === 'PHPSESSID');
    expect(session).toMatchObject({ path: '/', sameSite: 'Lax' });
    const secondsLeft = (session?.expires ?? 0) - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(sessionSeconds - 120);
    expect(secondsLeft).toBeLessThanOrEqual(sessionSeconds);
  });

  test('from /login?next=/chats lands on the chats', async ({ page }) => {
    await page.goto('/login?next=%2Fchats');
    await submitLoginForm(page, 'free@sim.test');
    await expect(page).toHaveURL('/chats');
    await expect(page.getByRole('heading', { level: 1, name: en.routes.chats() })).toBeVisible();
  });

  test('opens from the top bar', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('banner').getByRole('link', { name: en.topBar.login() }).click();
    await expect(page.getByRole('heading', { level: 1, name: en.routes.login() })).toBeVisible();
  });
});

test.describe('refused login', () => {
  test.use({ expectApiErrors: true });

  test('says a wrong password failed and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: en.routes.login() });
    const email = form.getByRole('textbox', { name: en.form.email() });
    const password = form.getByLabel(en.form.password(), { exact: true });
    await email.fill('free@sim.test');
    await password.fill('wrong-password');
    await form.getByRole('button', { name: en.login.submit() }).click();
    await expect(form.getByRole('alert')).toHaveText(loginFailed);
    await expect(email).toHaveValue('free@sim.test');
    await expect(password).toHaveValue('wrong-password');
  });

  test(`is blocked for ${loginBlockMinutes} min after ${loginAttemptsBeforeBlock} wrong passwords`, async ({
    page,
  }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: en.routes.login() });
    await form.getByRole('textbox', { name: en.form.email() }).fill('free@sim.test');
    await form.getByLabel(en.form.password(), { exact: true }).fill('wrong-password');
    const submit = form.getByRole('button', { name: en.login.submit() });
    for (let attempt = 1; attempt <= loginAttemptsBeforeBlock; attempt += 1) {
      const answer = page.waitForResponse((response) =>
        isLoginCall(response.url(), response.request().method()),
      );
      await submit.click();
      await answer;
      await expect(form.getByRole('alert')).toHaveText(
        attempt < loginAttemptsBeforeBlock ? loginFailed : loginBlocked,
      );
    }
    // The right password does not help while the block lasts.
    await form.getByLabel(en.form.password(), { exact: true }).fill(seededPassword);
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(loginBlocked);
    await expect(page).toHaveURL('/login');
  });

  test('of an account pending deletion offers reactivation and mails the link', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: en.routes.login() });
    await form.getByRole('textbox', { name: en.form.email() }).fill('deleted@sim.test');
    await form.getByLabel(en.form.password(), { exact: true }).fill(seededPassword);
    await form.getByRole('button', { name: en.login.submit() }).click();

    const offer = page.getByRole('region', { name: en.login.reactivation.title() });
    await expect(offer).toContainText(en.apiErrors.account_pending_deletion());
    await expect(
      offer.getByRole('link', { name: en.login.reactivation.mail({ address: 'support@sim.test' }) }),
    ).toHaveAttribute('href', 'mailto:support@sim.test');
    const mailsBefore = outbox.all().filter((mail) => mail.to === 'deleted@sim.test').length;
    await offer.getByRole('button', { name: en.login.reactivation.send() }).click();
    await expect(offer.getByRole('status')).toHaveText('We sent a reactivation link to deleted@sim.test');
    const mails = outbox.all().filter((mail) => mail.to === 'deleted@sim.test');
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({ kind: 'reactivation' });
  });
});
