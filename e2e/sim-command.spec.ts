import { startSim } from '../scripts/sim-process';
import { test as base, expect } from '@playwright/test';
import { createApiClient } from '../scenarios/api-client';
import { contextClient } from './api-client';

/**
 * `npm run sim` itself (not the in-process server the other journeys use): its options take
 * effect, and a browser logs in as free@sim.test against it. Plain Playwright test: the shared
 * fixtures run their own server.
 */

base(
  'npm run sim serves the build with its --now and --scenario, and a browser logs in',
  async ({ page }) => {
    // Starting tsx and seeding takes most of a test's usual time on a busy 2-core machine.
    base.setTimeout(60_000);
    const { origin, stop } = await startSim([
      '--now',
      '2030-01-01T10:00:00Z',
      '--scenario',
      'signup-invite-only-refused',
    ]);
    try {
      const { data: site } = await createApiClient({ baseUrl: origin }).GET('/api/settings.php');
      expect(site?.settings.signups).toBe('invite_only');

      await page.goto(origin);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { data: login } = await contextClient(page.request, origin).POST('/api/user.php', {
        body: { email: 'free@sim.test', password: 'Passw0rd!' },
      });
      // Seeded times are relative to --now: free signed up 120 days before 2030-01-01.
      expect(login).toMatchObject({
        user: { email: 'free@sim.test', signup_date: expect.stringMatching(/^2029-09-03T/) },
      });
    } finally {
      stop();
    }
  },
);
