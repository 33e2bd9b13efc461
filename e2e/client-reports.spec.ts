import type { Page } from '@playwright/test';
import { viewportClass } from '../src/domain/client-reports';
import { expect, test } from './fixtures';
import { loginAs } from './members';

/** What `GET /__sim/reports` answers: each report with its batch's page context. */
interface Received {
  page: { build?: string; locale: string; viewport: string };
  report: { kind: 'error' | 'vital'; message?: string; name?: string; value?: number; route: string };
}

const receivedReports = async (page: Page): Promise<Received[]> => {
  const answer = await page.request.get('/__sim/reports');
  return ((await answer.json()) as { reports: Received[] }).reports;
};

/**
 * Waits until the site has the reports `done` asks for. The reporter loads once the page is idle
 * (decision 034); hidden before that, the page sends as soon as it has loaded.
 */
const reportsOnceThere = async (page: Page, done: (reports: Received[]) => boolean) => {
  await expect.poll(async () => done(await receivedReports(page)), { timeout: 15_000 }).toBe(true);
  return receivedReports(page);
};

/** An error nothing in the app catches, thrown in its own task as a bug in a handler would be. */
const throwUncaught = (page: Page, message: string) =>
  page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);

/** The page becomes hidden as when the member switches tabs: the moment the reports go out. */
const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });

const cockpit = (page: Page) => page.getByRole('complementary', { name: 'Simulation cockpit' });

const profileError = 'Profile 4711 of jane.doe@example.com failed at /members/4711?token=abc';

test.describe('knowing when it breaks in production (issue 21 item 7)', () => {
  test.use({ expectPageErrors: [profileError, 'Nobody catches this'] });

  test('an uncaught error and the visit’s vitals reach the site when the page is hidden, with no personal data', async ({
    page,
  }) => {
    await loginAs(page, 'free');
    await page.goto('/members/2?ref=jane.doe@example.com');
    // Rendered: the app has started, and with it the watch for uncaught errors.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await throwUncaught(page, profileError);
    await hidePage(page);

    const reports = await reportsOnceThere(page, (all) =>
      ['error', 'LCP', 'CLS'].every((kind) =>
        all.some(({ report }) => report.kind === kind || report.name === kind),
      ),
    );
    const error = reports.find(({ report }) => report.kind === 'error');
    expect(error?.report).toMatchObject({
      message: 'Uncaught Error: Profile 4711 of [email] failed at /members/:id',
      route: '/members/:id',
    });
    const vitals = reports.filter(({ report }) => report.kind === 'vital');
    for (const { report } of vitals) expect(report).toMatchObject({ route: '/members/:id' });
    expect(vitals.find(({ report }) => report.name === 'LCP')?.report.value).toBeGreaterThan(0);
    const width = page.viewportSize()?.width ?? 0;
    expect(error?.page).toEqual({
      build: expect.stringMatching(/^[\w-]+$/),
      locale: 'en',
      viewport: viewportClass(width),
    });
    // Nothing of the member: no address, no query string, no id.
    expect(JSON.stringify(reports)).not.toMatch(/jane|example\.com|\?|token=|\/2\b/);
  });

  test('on a desktop: the cockpit lists the reports of the app beside it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await throwUncaught(page, 'Nobody catches this');
    await hidePage(page);
    await reportsOnceThere(page, (all) => all.some(({ report }) => report.kind === 'error'));

    await page.goto('/__sim/');
    await cockpit(page).getByRole('tab', { name: 'Reports' }).click();
    const panel = cockpit(page).getByRole('tabpanel', { name: 'Reports' });
    const table = panel.getByRole('table', { name: 'Error and vitals reports' });
    await expect(table.getByText('Uncaught Error: Nobody catches this')).toBeVisible();
    await expect(
      table.getByRole('row', { name: /^\S+ LCP \d+ ms \((good|needs-improvement|poor)\)/ }),
    ).toBeVisible();
    await expect(panel.getByText(/^1 error, [23] vitals received\.$/)).toBeVisible();
  });

  test.describe('without consent to statistics', () => {
    test.use({ consentGiven: false });

    test('on a desktop: the error is reported, the vitals are not', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await throwUncaught(page, 'Nobody catches this');
      await hidePage(page);
      // The error and the vitals would go in one batch: once the error is there, so would they be.
      const reports = await reportsOnceThere(page, (all) => all.length > 0);
      expect(reports.map(({ report }) => report.kind)).toEqual(['error']);
    });
  });
});
