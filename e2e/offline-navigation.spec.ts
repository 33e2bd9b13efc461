import { seededPassword } from '../mocks/seed/password';
import { translations } from '../tests/utils/i18n';
import { expect, test } from './fixtures';
import { withoutIdlePrefetch } from './idle-prefetch-off';
import { loginAs, loginForm } from './members';

const en = translations('en');

test.describe('offline navigation on a smartphone', () => {
  test.use({ viewport: { width: 360, height: 740 }, expectOffline: true });

  // Each journey needs a screen whose code is not loaded yet, whenever the connection drops.
  test.beforeEach(({ context }) => withoutIdlePrefetch(context));

  test('keeps the screen and what was typed, and opens the next screen once the connection is back', async ({
    page,
    context,
  }) => {
    await loginAs(page, 'free');
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: en.routes.notifications() })).toBeVisible();
    const newEmail = page
      .getByRole('region', { name: en.account.mailChange.heading() })
      .getByLabel(en.account.mailChange.newEmail());
    await newEmail.fill('typed.before@sim.test');

    await context.setOffline(true);
    await expect(page.getByText(en.status.offline())).toBeVisible();
    // Messages uses a screen whose code this page has not loaded yet.
    await page
      .getByRole('navigation', { name: en.topBar.mainNav() })
      .getByRole('link', { name: en.topBar.messages() })
      .click();

    // A reload here would put the browser's own offline page in place of the app.
    await expect(page.getByText(en.status.offline())).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: en.routes.notifications() })).toBeVisible();
    await expect(newEmail).toHaveValue('typed.before@sim.test');
    await expect(page).toHaveURL('/notifications');

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: en.routes.chats() })).toBeVisible();
    await expect(page).toHaveURL('/chats');
  });

  test('stays in the app when the connection drops as the login answer arrives, and opens the members area once it is back', async ({
    page,
    context,
  }) => {
    // The journey waits for two changes of connection and a screen's code loading on demand.
    test.setTimeout(60_000);
    await page.goto('/login');
    const fields = loginForm(page);
    await fields.email.fill('free@sim.test');
    await fields.password.fill(seededPassword);

    // The connection drops while the answer is on its way: the server has answered, and the
    // browser is offline by the time the answer reaches the page (deterministic, unlike racing
    // Chromium's offline switch against a slow answer).
    await page.route('**/api/user.php', async (route) => {
      if (route.request().method() !== 'POST') {
        await route.fallback();
        return;
      }
      const answer = await route.fetch();
      await context.setOffline(true);
      await route.fulfill({ response: answer });
    });
    await fields.password.press('Enter');

    // The login went through, but the members area's code cannot come now: the app stays, logged
    // in, with the offline notice; a reload would show the browser's offline page instead.
    await expect(page.getByText(en.status.offline())).toBeVisible();
    await expect(page.getByRole('button', { name: en.topBar.accountMenu({ name: 'free' }) })).toBeVisible();
    await expect(page).toHaveURL('/login');

    await context.setOffline(false);
    await expect(page).toHaveURL('/members');
    await expect(page.getByRole('heading', { level: 1, name: en.routes.members() })).toBeVisible();
  });

  test('says there is no connection and keeps the typed e-mail and password when the login answer is lost', async ({
    page,
  }) => {
    await page.goto('/login');
    const fields = loginForm(page);
    await fields.email.fill('free@sim.test');
    await fields.password.fill(seededPassword);
    // The connection goes before the answer comes. (The simulation's `drop` fault closes the socket
    // instead, which Chromium re-sends once by itself and logs as an empty response.)
    await page.route('**/api/user.php', async (route) => {
      if (route.request().method() === 'POST') await route.abort('internetdisconnected');
      else await route.fallback();
    });
    await fields.password.press('Enter');

    await expect(fields.form.getByText(en.apiErrors.network())).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: en.routes.login() })).toBeVisible();
    await expect(fields.email).toHaveValue('free@sim.test');
    await expect(fields.password).toHaveValue(seededPassword);

    // Sent again by hand once the connection holds, it gets the member in.
    await page.unroute('**/api/user.php');
    await fields.password.press('Enter');
    await expect(page).toHaveURL('/members');
  });
});
