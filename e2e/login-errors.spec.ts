import type { Page } from '@playwright/test';
import { seededPassword } from '../mocks/seed/password';
import type { LoggedRequest } from '../mocks/control/request-log';
import { translations } from '../tests/utils/i18n';
import { injectFault } from './faults';
import { expect, test } from './fixtures';
import { loginForm } from './members';

const en = translations('en');

/** Issue 12 item 4: a member waiting on the login button hears the outcome, or "still trying", within 5 s. */
const withinMs = 5_000;

const isLoginCall = (method: string, url: string) =>
  method === 'POST' && new URL(url).pathname === '/api/user.php';

/** The login calls the simulated server received, as its request log lists them. */
const loginCallsReceived = async (origin: string): Promise<number> => {
  const response = await fetch(`${origin}/__sim/log`);
  const { requests } = (await response.json()) as { requests: LoggedRequest[] };
  return requests.filter((entry) => entry.operationId === 'postUser').length;
};

/** Fills the login form; the browser's login requests are counted from here on. */
const fillLogin = async (page: Page) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (isLoginCall(request.method(), request.url())) sent.push(request.url());
  });
  await page.goto('/login');
  const fields = loginForm(page);
  await fields.email.fill('free@sim.test');
  await fields.password.fill(seededPassword);
  const submit = fields.form.getByRole('button', { name: en.login.submit() });
  return { ...fields, submit, sent };
};

test.describe('login when the server fails', () => {
  test.use({ expectApiErrors: true });

  test('shows a server error within 5 s, sent once, on a smartphone', async ({ page, simulatedBackend }) => {
    await injectFault(simulatedBackend.origin, { operationId: 'postUser', status: 500 });
    const login = await fillLogin(page);

    await login.submit.click();
    await expect(login.form.getByRole('alert')).toHaveText(en.apiErrors.server_error(), {
      timeout: withinMs,
    });
    // A login attempt counts toward the block after five: it is never re-sent behind the member's back.
    expect(login.sent).toHaveLength(1);
    expect(await loginCallsReceived(simulatedBackend.origin)).toBe(1);
    await expect(login.email).toHaveValue('free@sim.test');
    await expect(login.password).toHaveValue(seededPassword);
    await expect(page.getByRole('button', { name: en.form.stopSending() })).toBeHidden();
  });

  test('says it is still trying when the answer is slow, and Stop ends the wait keeping what was typed, on a smartphone', async ({
    page,
    simulatedBackend,
  }) => {
    // Slower than "Still trying…" (3 s) and then a failure, which Stop must spare the member.
    await injectFault(simulatedBackend.origin, { operationId: 'postUser', delayMs: 6_000, status: 500 });
    const login = await fillLogin(page);

    await login.submit.click();
    const status = login.form.getByRole('status');
    await expect(status).toHaveText(en.form.sending());
    const stop = login.form.getByRole('button', { name: en.form.stopSending() });
    await expect(stop).toBeVisible({ timeout: withinMs });
    await expect(status).toHaveText(en.form.stillTrying());

    const ended = page.waitForEvent('requestfailed', (request) =>
      isLoginCall(request.method(), request.url()),
    );
    await stop.click();
    // The browser gives up on the request itself (well before the server's 6 s are over).
    expect((await ended).failure()?.errorText).toContain('ABORTED');
    await expect(status).toHaveText('');
    await expect(stop).toBeHidden();
    await expect(login.submit).toBeFocused();
    await expect(login.form.getByRole('alert')).toBeHidden();
    await expect(login.email).toHaveValue('free@sim.test');
    await expect(login.password).toHaveValue(seededPassword);
    await expect(page).toHaveURL('/login');
    expect(login.sent).toHaveLength(1);
  });
});
