import type { Page } from '@playwright/test';
import { outbox } from '../mocks/db/auth';
import { seededPassword } from '../mocks/seed/password';
import { reactivationWindowDays } from '../src/domain/limits';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { expect, test } from './fixtures';
import { loginAs } from './members';

const en = translations('en');
const daySeconds = 24 * 60 * 60;

const reactivationLink = (): string => {
  const link = outbox
    .all()
    .filter((mail) => mail.to === 'free@sim.test' && mail.kind === 'reactivation')
    .at(-1)?.link;
  if (link === undefined || link === null) throw new Error('no reactivation mail in the outbox');
  return link;
};

/** free@sim.test deletes the account without the screens (the first journey covers those). */
const deleteThroughApi = async (page: Page) => {
  await loginAs(page, 'free');
  const { response } = await contextClient(page.request).DELETE('/api/account.php', {
    body: { reason: 'not_looking', password: seededPassword },
  });
  expect(response.status).toBe(200);
};

test.describe('account deletion', () => {
  test('deletes with a reason after the offers and the password, and is logged out', async ({ page }) => {
    await loginAs(page, 'free');
    await page.goto('/notifications');
    const section = page.getByRole('region', { name: en.accountDeletion.title() });
    await section.getByRole('button', { name: en.accountDeletion.start() }).click();

    // The reason form by keyboard alone: arrows choose within the group, Tab moves on.
    await expect(
      section.getByRole('heading', { level: 3, name: en.accountDeletion.reasonStep.heading() }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(section.getByRole('radio', { name: en.accountDeletion.reasons.price() })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(
      section.getByRole('radio', { name: en.accountDeletion.reasons.found_someone() }),
    ).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Met someone here — שלום 🙂');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    await expect(
      section.getByRole('heading', { level: 3, name: en.accountDeletion.offers.heading() }),
    ).toBeFocused();
    for (const title of [
      en.accountDeletion.offers.changeEmailTitle(),
      en.accountDeletion.offers.privacyTitle(),
      en.accountDeletion.offers.trialTitle(),
      en.accountDeletion.offers.discountTitle({ percentage: 50 }),
    ]) {
      await expect(section.getByRole('heading', { level: 4, name: title })).toBeVisible();
    }
    await section.getByRole('button', { name: en.accountDeletion.offers.continue() }).click();
    await section.getByLabel(en.form.password()).fill(seededPassword);
    await section.getByRole('button', { name: en.accountDeletion.confirmStep.submit() }).click();

    await expect(page).toHaveURL('/account-deleted');
    await expect(
      page.getByRole('heading', { level: 1, name: en.accountDeletion.deleted.title() }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: en.topBar.login() })).toBeVisible();
    expect(reactivationLink()).toMatch(/^\/account-deleted\?token=/);
  });

  test('comes back through the mailed reactivation link, logged in', async ({ page }) => {
    await deleteThroughApi(page);
    await page.goto(reactivationLink());
    await expect(
      page.getByRole('heading', { level: 1, name: en.accountDeletion.reactivation.title() }),
    ).toBeVisible();
    await page.getByRole('button', { name: en.accountDeletion.reactivation.action() }).click();
    await expect(page.getByText(en.accountDeletion.reactivation.welcomeBack({ name: 'free' }))).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: en.topBar.accountMenu({ name: 'free' }) }),
    ).toBeVisible();
  });

  test.describe('a link used too late', () => {
    // The refusal is a 410 answer, which the browser logs.
    test.use({ expectApiErrors: true });

    test(`is refused ${reactivationWindowDays + 1} days after the deletion`, async ({ page, baseURL }) => {
      await deleteThroughApi(page);
      const moved = await fetch(`${baseURL ?? ''}/__sim/clock`, {
        method: 'POST',
        body: JSON.stringify({ advance_seconds: (reactivationWindowDays + 1) * daySeconds }),
      });
      expect(moved.status).toBe(200);

      await page.goto(reactivationLink());
      await page.getByRole('button', { name: en.accountDeletion.reactivation.action() }).click();
      await expect(
        page.getByText('This account can no longer be reactivated: the 14 days have passed'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: en.accountDeletion.reactivation.action() })).toBeHidden();
    });
  });
});
