import { translations } from '../../tests/utils/i18n';
import { expect, test } from './fixtures';

const en = translations('en');

/**
 * A visitor's pages through Prism: the boot's session check (GET user.php without a cookie), the
 * site settings, the pages' content. Any request or answer Prism finds against the contract fails
 * the journey (fixtures.ts).
 */
test('a visitor opens the home page, the login form and the terms, all within the contract', async ({
  page,
  validatingProxy,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: en.routes.index() })).toBeVisible();

  await page.goto('/login');
  await expect(page.getByRole('form', { name: en.routes.login() })).toBeVisible();

  await page.goto('/pages/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();

  // The visitor's session check went through Prism and was answered "not logged in".
  expect(validatingProxy.exchanges()).toContain('GET /api/user.php 403');
});
