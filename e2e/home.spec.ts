import type { Page } from '@playwright/test';
import { configureSite } from '../mocks/db/site-settings';
import { translations } from '../tests/utils/i18n';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';
import { languageMenuLabel } from '../src/features/language/language-menu-label';

const en = translations('en');
const nl = translations('nl');

test.describe('visitor on the home page', () => {
  test('sees the greeting with the site name in English', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: en.routes.index() })).toBeVisible();
    await expect(page.getByRole('main').getByText('Flirtpoint', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${en.routes.index()} | Flirtpoint`);
  });

  test('switches to Dutch from the language menu by keyboard alone, and the choice survives a reload', async ({
    page,
  }) => {
    configureSite({ geoip_country: 'BE' });
    await page.goto('/');
    const trigger = page.getByRole('button', { name: languageMenuLabel(en, 'en') });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dutch = page.getByRole('menuitemradio', { name: 'Nederlands' });
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(dutch).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: nl.routes.index() })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: nl.routes.index() })).toBeVisible();
  });

  test('an unknown address says Page not found and leads back home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: en.errorPage.notFound() })).toBeVisible();
    await page.getByRole('link', { name: en.errorPage.backHome() }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: en.routes.index() })).toBeVisible();
  });
});

/** The signup opens as the top bar's does: its page on a phone, the modal on a desktop. */
const expectSignupOpened = async (page: Page) => {
  const viewport = page.viewportSize();
  if (viewport !== null && viewport.width < 576) await expect(page).toHaveURL('/signup');
  else await expect(page.getByRole('dialog', { name: en.signupEntry.title() })).toBeVisible();
};

test.describe('the front door of a niche (issue 19 item 3)', () => {
  test("/gay shows that niche's profiles, and one opens the signup by keyboard", async ({ page }) => {
    await page.goto('/gay');
    await expect(page.getByRole('heading', { level: 1, name: en.routes.index() })).toBeVisible();
    const profiles = page.getByRole('region', { name: en.home.profilesTitle() });
    await expect(profiles.getByText('Gay men are looking for a chat.')).toBeVisible();
    const first = profiles.getByRole('listitem').first().getByRole('button');
    await expect(first).toHaveAccessibleDescription(en.home.seeProfile());
    await expect(profiles.getByRole('listitem')).toHaveCount(8);
    await tabTo(page, first);
    await page.keyboard.press('Enter');
    await expectSignupOpened(page);
  });
});
