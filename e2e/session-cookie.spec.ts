import { sessionCookieDays } from '../src/domain/limits';
import { translations } from '../tests/utils/i18n';
import { expect, test } from './fixtures';
import { submitLoginForm } from './members';

const en = translations('en');
const sessionSeconds = sessionCookieDays * 24 * 60 * 60;

/**
 * Issue 11 item 7: the session cookie the simulated HTTP server sets is the contract's (HttpOnly,
 * SameSite=Lax, Path=/, 30 days). `Secure` needs https, which this server does not speak; the
 * unit test of mocks/handlers/support/session.test.ts covers that branch.
 */
test('logging in sets the contract’s session cookie: HttpOnly, SameSite=Lax, Path=/, 30 days', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/user.php',
  );
  await submitLoginForm(page, 'free@sim.test');

  const setCookie = (await (await answer).headerValue('set-cookie')) ?? '';
  expect(setCookie.split(';').map((part) => part.trim())).toEqual([
    expect.stringMatching(/^PHPSESSID=.+/),
    `Max-Age=${sessionSeconds}`,
    'Path=/',
    'SameSite=Lax',
    'HttpOnly',
  ]);
  await expect(page.getByRole('heading', { level: 1, name: en.routes.members() })).toBeVisible();

  const session = (await context.cookies()).find((cookie) => cookie.name === 'PHPSESSID');
  expect(session).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: true, secure: false });
  const secondsLeft = (session?.expires ?? 0) - Date.now() / 1000;
  expect(secondsLeft).toBeGreaterThan(sessionSeconds - 120);
  expect(secondsLeft).toBeLessThanOrEqual(sessionSeconds);
  // HttpOnly in effect: the page's scripts never see the session.
  expect(await page.evaluate(() => document.cookie)).not.toContain('PHPSESSID');
});
