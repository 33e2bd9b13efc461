import { expect, test } from './fixtures';

/**
 * `npm run sim` serves the production build and the simulated API on one origin with real cookies:
 * a browser logs in as a seeded member and stays logged in.
 */
test('a browser logs in as free@sim.test and keeps a 30-day session cookie', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const login = await page.evaluate(async () => {
    const response = await fetch('/api/user.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'free@sim.test', password: 'Passw0rd!' }),
    });
    return { status: response.status, body: (await response.json()) as { user?: { email: string } } };
  });
  expect(login).toMatchObject({ status: 200, body: { user: { email: 'free@sim.test' } } });

  const session = (await context.cookies()).find((cookie) => cookie.name === 'PHPSESSID');
  expect(session).toMatchObject({ path: '/', sameSite: 'Lax' });
  const days = ((session?.expires ?? 0) * 1000 - Date.now()) / (24 * 3600 * 1000);
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);

  await page.reload();
  const me = await page.evaluate(async () => {
    const response = await fetch('/api/user.php', { headers: { 'X-Request-Type': 'client' } });
    return (await response.json()) as { user: { email: string; profile: { name: string } } };
  });
  expect(me.user).toMatchObject({ email: 'free@sim.test', profile: { name: 'free' } });
});
