import type { Locator, Page } from '@playwright/test';
import { outbox } from '../mocks/db/auth';
import { translations } from '../tests/utils/i18n';
import { expect, test } from './fixtures';
import { loginAs } from './members';

const en = translations('en');

/** Moves the focus with Tab alone until it reaches the target. */
const tabTo = async (page: Page, target: Locator) => {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the target cannot be reached with Tab');
};

test.describe('back to an unfinished signup', () => {
  // Asking for a second mail at once is refused on purpose (429), which the browser logs.
  test.use({ expectApiErrors: true });

  test.beforeEach(async ({ page }) => {
    // The signup was left at the complete step in this tab (src/features/signup/signup-progress.ts).
    await page.addInitScript(() => {
      if (window.sessionStorage.getItem('signup-progress') === null) {
        window.sessionStorage.setItem(
          'signup-progress',
          JSON.stringify({
            step: 5,
            draft: { email: '', name: '', dateOfBirth: '', signupMessage: '' },
            started: true,
          }),
        );
      }
    });
  });

  test('resends the confirmation, continues and meets the suggested members, keyboard only', async ({
    page,
  }) => {
    await loginAs(page, 'unconfirmed');
    await page.goto('/complete-signup');
    await expect(
      page.getByRole('heading', { level: 1, name: en.signupSteps.completeSignupTitle() }),
    ).toBeVisible();
    const step = page.getByRole('region', { name: en.signupSteps.completeTitle() });
    await expect(
      step.getByText(en.signupSteps.completeSent({ email: 'unconfirmed@sim.test' })),
    ).toBeVisible();
    await expect(step.getByText(en.signupSteps.completeWhy())).toBeVisible();

    const resend = page.getByRole('button', { name: en.activation.resend() });
    await expect(resend).toHaveCount(1);
    await tabTo(page, resend);
    await page.keyboard.press('Enter');
    await expect(step.getByText(en.activation.resendSent())).toBeVisible();
    expect(
      outbox.all().filter((mail) => mail.to === 'unconfirmed@sim.test' && mail.kind === 'activation'),
    ).toHaveLength(1);
    await expect(resend).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(step.getByText(en.activation.resendWait({ minutes: 5 }))).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: en.signupSteps.completeContinue() }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/signup-matches');
    await expect(page.getByRole('heading', { level: 1, name: en.signupMatches.title() })).toBeVisible();
    const matches = page.getByRole('list', { name: en.signupMatches.title() });
    const cards = matches.getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(0);
    // Each suggestion is reached by Tab as a link to the member's profile.
    const firstName = cards.first().getByRole('heading', { level: 2 }).getByRole('link');
    await expect(firstName).toHaveAttribute('href', /^\/members\/\d+$/);
    await tabTo(page, firstName);
    await expect(firstName).toBeFocused();
  });

  test('shows photos from the CDN with their alt text on the suggestions', async ({ page }) => {
    await loginAs(page, 'unconfirmed');
    await page.goto('/signup-matches');
    const photos = page.getByRole('list', { name: en.signupMatches.title() }).getByRole('img');
    await expect(photos.first()).toBeVisible();
    await expect(photos.first()).toHaveAttribute('src', /^\/cdn\/.+_thumb\.jpg$/);
    await expect(photos.first()).toHaveAttribute('alt', /.+/);
    // The image really loads from the simulated CDN (visible comes before loaded: it is waited for).
    await expect
      .poll(() => photos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });
});
