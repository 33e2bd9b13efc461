import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { outbox } from '../mocks/db/auth';
import { translations } from '../tests/utils/i18n';
import { idempotencyKey } from '../scenarios/api-client';
import { contextClient } from './api-client';
import { expect, test } from './fixtures';

const en = translations('en');

const newMember = { email: 'nina.new@sim.test', name: 'NinaNew', password: 'Passw0rd!' };

/** Signs up through the API (contract: POST /api/signup.php); the requester holds the session. */
const signUp = async (request: APIRequestContext): Promise<void> => {
  const { response } = await contextClient(request).POST('/api/signup.php', {
    body: {
      email: newMember.email,
      name: newMember.name,
      password: newMember.password,
      date_of_birth: '1990-04-12',
      signup_message: '',
    },
    params: { header: { 'Idempotency-Key': idempotencyKey('signup') } },
  });
  expect(response.status).toBe(201);
};

/** The link of the newest activation mail to the new member, as the simulated outbox holds it. */
const activationLink = (): string => {
  const mail = outbox
    .all()
    .filter((m) => m.to === newMember.email && m.kind === 'activation')
    .at(-1);
  if (mail?.link == null) throw new Error('no activation mail in the outbox');
  return mail.link;
};

/** Moves the focus with Tab alone until it reaches the target. */
const tabTo = async (page: Page, target: Locator) => {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the target cannot be reached with Tab');
};

test.describe('activation link', () => {
  test('opened in another browser confirms the address and logs the member in there', async ({
    page,
    request,
  }) => {
    // The signup happens elsewhere (its own cookie jar); this browser has no session.
    await signUp(request);
    await page.goto(activationLink());
    await expect(page.getByRole('heading', { level: 1, name: en.activation.doneTitle() })).toBeFocused();
    await expect(page.getByText(en.activation.doneText())).toBeVisible();
    await expect(page).toHaveTitle(`${en.routes.activateDone()} | Flirtpoint`);
    const account = page.getByRole('button', { name: en.topBar.accountMenu({ name: newMember.name }) });
    await expect(account).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: en.activation.doneToMembers() })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/members');
    await page.reload();
    await expect(account).toBeVisible();
    await expect(page.getByText(en.activationReminder.text({ email: newMember.email }))).toBeHidden();
  });

  test('takes the reminder away in the browser that signed up', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/pricing');
    const reminder = page.getByText(en.activationReminder.text({ email: newMember.email }));
    await expect(reminder).toBeVisible();
    await expect(page.getByRole('button', { name: en.activationReminder.resend() })).toBeVisible();

    await page.goto(activationLink());
    await expect(page.getByRole('heading', { level: 1, name: en.activation.doneTitle() })).toBeVisible();
    await page.getByRole('link', { name: en.activation.doneToMembers() }).click();
    await expect(page).toHaveURL('/members');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(reminder).toBeHidden();
    await expect(page.getByRole('button', { name: en.activationReminder.resend() })).toBeHidden();
  });
});

test.describe('broken activation link', () => {
  test.use({ expectApiErrors: true });

  test('shows the help, and a visitor gets a new link after logging in by keyboard', async ({
    page,
    request,
  }) => {
    await signUp(request);
    await page.goto('/activate/done?token=activation-unknown-token-42');
    await expect(page).toHaveURL('/activate/error');
    await expect(page.getByRole('heading', { level: 1, name: en.activation.errorTitle() })).toBeVisible();
    await expect(page.getByText(en.activation.errorHelp())).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@sim.test' })).toHaveAttribute(
      'href',
      'mailto:support@sim.test',
    );

    const login = page.getByRole('link', { name: en.activation.errorLogin() });
    await tabTo(page, login);
    await page.keyboard.press('Enter');
    const email = page.getByLabel(en.form.email());
    await tabTo(page, email);
    await page.keyboard.type(newMember.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(en.form.password(), { exact: true })).toBeFocused();
    await page.keyboard.type(newMember.password);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/activate/error');
    const resend = page.getByRole('button', { name: en.activation.errorResend() });
    await tabTo(page, resend);
    const mailsBefore = outbox.all().filter((m) => m.to === newMember.email).length;
    await page.keyboard.press('Enter');
    // The signup mail went out a moment ago: the server asks to wait (one mail per 5 minutes).
    await expect(page.getByText(en.activation.resendWait({ minutes: 5 }))).toBeVisible();
    expect(outbox.all().filter((m) => m.to === newMember.email)).toHaveLength(mailsBefore);
  });

  test('with a script or 10,000 characters in the address goes to the help, shown as text', async ({
    page,
  }) => {
    for (const token of ['<script>window.hacked=1</script>', 'a'.repeat(10_000)]) {
      await page.goto(`/activate/done?token=${encodeURIComponent(token)}`);
      await expect(page).toHaveURL('/activate/error');
      await expect(page.getByRole('heading', { level: 1, name: en.activation.errorTitle() })).toBeVisible();
      expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
    }
  });
});
