import { seededPassword } from '../mocks/seed/password';
import { contextClient } from './api-client';
import { expect, test } from './fixtures';

/**
 * `npm run sim` serves the production build and the simulated API on one origin with real cookies:
 * a browser logs in as a seeded member and stays logged in (the cookie's attributes are
 * session-cookie.spec.ts's subject).
 */
test('a browser logs in as free@sim.test and keeps a 30-day session cookie', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const api = contextClient(page.request);
  const login = await api.POST('/api/user.php', {
    body: { email: 'free@sim.test', password: seededPassword },
  });
  expect(login.response.status).toBe(200);
  expect(login.data).toMatchObject({ user: { email: 'free@sim.test' } });

  const session = (await context.cookies()).find((cookie) => cookie.name === 'PHPSESSID');
  expect(session).toMatchObject({ path: '/', sameSite: 'Lax' });
  const days = ((session?.expires ?? 0) * 1000 - Date.now()) / (24 * 3600 * 1000);
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);

  await page.reload();
  // After the reload the app itself asks who is logged in, with the same cookie.
  await expect(page.getByRole('button', { name: /^free, / })).toBeVisible();
  const me = await api.GET('/api/user.php', { params: { header: { 'X-Request-Type': 'client' } } });
  expect(me.data).toMatchObject({ user: { email: 'free@sim.test', profile: { name: 'free' } } });
});
