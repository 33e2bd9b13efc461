import { translations } from '../tests/utils/i18n';
import { expect, test } from './fixtures';
import { loginAs } from './members';

const en = translations('en');

test.describe('site-entry warning', () => {
  test.use({ entryWarningSkipped: false });

  test('meets a first visit, is passed by keyboard, and stays away after a reload', async ({ page }) => {
    await page.goto('/');
    const warning = page.getByRole('dialog', { name: en.entryWarning.title() });
    await expect(warning).toBeVisible();
    // A native modal dialog: the page behind is inert, not merely covered.
    expect(await warning.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(warning).toBeVisible();
    // Keyboard only: the warning takes the focus, and the first stop in it is the way in.
    const enter = warning.getByRole('button', { name: en.entryWarning.enter() });
    await page.keyboard.press('Tab');
    await expect(enter).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(warning).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(warning).toBeHidden();
  });
});

test.describe('member around the screens', () => {
  test('sees the counts in the title and the top bar, and logs out by keyboard', async ({ page }) => {
    await loginAs(page, 'free');
    await page.goto('/pricing');
    const nav = page.getByRole('navigation', { name: en.topBar.mainNav() });
    // "Get Premium" in the top bar, "Premium" in a phone's tab bar: the same link to /premium.
    await expect(nav.getByRole('link', { name: en.topBar.tabPremium() })).toHaveAttribute('href', '/premium');
    await expect(page).toHaveTitle(/^\(\d+\) /);

    const account = page.getByRole('button', { name: en.topBar.accountMenu({ name: 'free' }) });
    await account.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: en.topBar.myProfile() })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: en.routes.swipeGame() })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: en.topBar.logout() })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: en.topBar.login() })).toBeVisible();
    await expect(page).toHaveTitle(`${en.routes.index()} | Flirtpoint`);
  });
});

test.describe('connection', () => {
  // Whatever the page asks while offline cannot go out; the browser logs that, as it should.
  test.use({ expectOffline: true });

  test('is told when the connection drops and when it is back', async ({ page, context }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText(en.status.offline())).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(en.status.backOnline())).toBeVisible();
  });
});

test.describe('signup entry on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens as a modal that Escape closes before signup starts', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('banner').getByRole('button', { name: en.topBar.signup() }).click();
    const dialog = page.getByRole('dialog', { name: en.signupEntry.title() });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('signup entry on a smartphone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('opens the signup page', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('banner').getByRole('button', { name: en.topBar.signup() }).click();
    await expect(page).toHaveURL('/signup');
    await expect(page.getByRole('heading', { level: 1, name: en.routes.signup() })).toBeVisible();
  });
});

test.describe('a screen whose code fails to load', () => {
  // The browser logs the failed chunk request; nothing else may be logged.
  test.use({ expectApiErrors: true });

  test('reloads the page once, and then shows', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The next screen's chunk is gone once (a deploy replaced it while the page was open).
    let requests = 0;
    await page.route(/\/assets\/lang-config-page-[^/]+\.js$/, async (route) => {
      requests += 1;
      if (requests === 1) await route.fulfill({ status: 404, body: 'Not found' });
      else await route.continue();
    });
    await page.evaluate(() => {
      window.history.pushState({}, '', '/lang-config');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: en.routes.langConfig() })).toBeVisible();
    expect(requests).toBe(2);
  });
});
