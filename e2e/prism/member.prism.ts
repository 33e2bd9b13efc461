import { translations } from '../../tests/utils/i18n';
import { submitLoginForm } from '../members';
import { expect, test } from './fixtures';

const en = translations('en');

/**
 * A member's journey through Prism: the login form, the members area, the notification settings
 * and the chats, then the page going hidden, which sends the page-hidden beacon. Any request or
 * answer Prism finds against the contract fails the journey (fixtures.ts).
 */
test('a member logs in, opens members, notifications and chats, and hides the page', async ({
  page,
  validatingProxy,
}) => {
  await page.goto('/login');
  await submitLoginForm(page, 'free@sim.test');
  await expect(page).toHaveURL('/members');
  await expect(page.getByRole('heading', { level: 1, name: en.routes.members() })).toBeVisible();

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: en.routes.notifications() })).toBeVisible();

  await page.goto('/chats');
  await expect(page.getByRole('heading', { level: 1, name: en.routes.chats() })).toBeVisible();

  // Headless Chromium keeps its pages visible; the app listens for the event a hidden tab fires.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const beacon = 'POST /api/page-hidden.php';
  await expect.poll(() => validatingProxy.exchanges().some((call) => call.startsWith(beacon))).toBe(true);
  expect(validatingProxy.exchanges()).toContain(`${beacon} 204`);
  await page.evaluate(() => {
    Reflect.deleteProperty(document, 'visibilityState');
    document.dispatchEvent(new Event('visibilitychange'));
  });
});
