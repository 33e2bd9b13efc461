import type { Browser } from '@playwright/test';
import { locales } from '../locales/i18n-util';
import { routeTable, type RouteEntry } from '../src/app/route-table';
import { translations } from '../tests/utils/i18n';
import { samplePath } from '../tests/utils/routes';
import { notSimulatedHeader } from '../mocks/handlers/not-simulated';
import { describeFindings, scanPage } from './axe';
import { expect, test } from './fixtures';
import { loginAs } from './members';

/**
 * Every route of spec §2 in the production build on the simulated server, as a visitor and as the
 * free and premium members: it resolves to a screen with a heading and a title, lands where its
 * access rule says, and passes axe. The landers repeat per niche; one niche stands for the rest.
 */
const sweep = routeTable.filter(
  (entry) =>
    !/-(she|bbw|gilf|milf|gay)$/.test(entry.name) && !/^niche-(she|bbw|gilf|milf|gay)$/.test(entry.name),
);

/** Where a route lands for a visitor or a member (spec §6 and the access rules of the route table). */
const landing = (entry: RouteEntry, loggedIn: boolean): 'self' | 'login' | 'members' => {
  if (entry.access === 'member' && !loggedIn) return 'login';
  if (entry.access === 'visitor' && loggedIn) return 'members';
  return 'self';
};

const visitAll = async (browser: Browser, baseURL: string, persona: 'free' | 'premium' | undefined) => {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => {
    window.localStorage.setItem('entry-warning-skipped-at', '2026-01-01T00:00:00Z');
  });
  const problems: string[] = [];
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: console.error ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('response', (response) => {
    if (response.headers()[notSimulatedHeader] !== undefined)
      problems.push(`unhandled API call: ${response.url()}`);
  });
  if (persona !== undefined) await loginAs(page, persona);
  for (const entry of sweep) {
    const url = samplePath(entry);
    await page.goto(url);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading, url).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const lands = landing(entry, persona !== undefined);
    if (lands === 'login') await expect(page, url).toHaveURL(/\/login\?next=/);
    if (lands === 'members') await expect(page, url).toHaveURL(/\/members$/);
    if (lands === 'self') await expect(page, url).toHaveTitle(/\| Flirtpoint$|^Page not found/);
    const findings = await scanPage(page);
    if (findings.length > 0) problems.push(describeFindings(url, findings));
  }
  await context.close();
  return problems;
};

test.describe('every route', () => {
  test('as a visitor', async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    expect(await visitAll(browser, baseURL ?? '', undefined)).toEqual([]);
  });

  test('as the free member', async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    expect(await visitAll(browser, baseURL ?? '', 'free')).toEqual([]);
  });

  test('as the premium member', async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    expect(await visitAll(browser, baseURL ?? '', 'premium')).toEqual([]);
  });

  test('in each of the 11 languages', async ({ page }) => {
    await page.goto('/pricing');
    for (const locale of locales) {
      await page.evaluate((code) => {
        document.cookie = `locale=${code}; path=/`;
      }, locale);
      await page.reload();
      const LL = translations(locale);
      await expect(page.getByRole('heading', { level: 1, name: LL.routes.pricing() })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByText(LL.shell.comingSoon())).toBeVisible();
      await expect(page).toHaveTitle(`${LL.routes.pricing()} | Flirtpoint`);
    }
  });
});
