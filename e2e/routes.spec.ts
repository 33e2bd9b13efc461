import type { Browser } from '@playwright/test';
import { locales } from '../locales/i18n-util';
import { routeTable, type RouteEntry } from '../src/app/route-table';
import { translations } from '../tests/utils/i18n';
import { samplePath } from '../tests/utils/routes';
import { notSimulatedHeader } from '../mocks/handlers/not-simulated';
import { describeFindings, scanInPlace } from './axe';
import { contextClient } from './api-client';
import { expect, isVisitorSessionCheck, test } from './fixtures';
import { loginAs } from './members';

/**
 * Every route of spec §2 in the production build on the simulated server: it resolves to a screen
 * with a heading and a title, lands where its access rule says, and passes axe. Visitors see them
 * all (the landers repeat per niche; one niche stands for the rest); the members see the routes
 * whose outcome depends on being logged in — the open ones look the same apart from the top bar,
 * which the shell journeys scan.
 */
const en = translations('en');

const oneNiche = routeTable.filter(
  (entry) =>
    !/-(she|bbw|gilf|milf|gay)$/.test(entry.name) && !/^niche-(she|bbw|gilf|milf|gay)$/.test(entry.name),
);
const namedForVisitors = oneNiche.filter(
  (entry) => !entry.name.startsWith('landers-') && !entry.name.startsWith('niche-'),
);
const landersForVisitors = oneNiche.filter(
  (entry) => entry.name.startsWith('landers-') || entry.name.startsWith('niche-'),
);
const forMembers = routeTable.filter((entry) => entry.access !== 'any');

/** Screens titled by their own heading (an information page's title, a member's name and age). */
const titledByHeading = (entry: RouteEntry) => entry.title === 'infoPage' || entry.name === 'members-id';

/**
 * The page title: the route's (or the page's own heading, see above) with the site name, after the
 * member's count of unread messages and new likes when there is one.
 */
const expectedTitle = (entry: RouteEntry, heading: string): RegExp => {
  const title = `${titledByHeading(entry) ? heading : en.routes[entry.title]()} | Flirtpoint`;
  return new RegExp(`^(\\(\\d+\\) )?${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
};

/** Where a route lands for a visitor or a member (spec §6 and the access rules of the route table). */
const landing = (entry: RouteEntry, loggedIn: boolean): 'self' | 'login' | 'members' | 'activate-error' => {
  // The activation link without its token cannot activate anything (decision 007).
  if (entry.name === 'activate-done') return 'activate-error';
  if (entry.access === 'member' && !loggedIn) return 'login';
  if (entry.access === 'visitor' && loggedIn) return 'members';
  return 'self';
};

const visitAll = async (
  browser: Browser,
  baseURL: string,
  persona: 'free' | 'premium' | undefined,
  sweep: readonly RouteEntry[],
) => {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => {
    window.localStorage.setItem('entry-warning-skipped-at', '2026-01-01T00:00:00Z');
  });
  const problems: string[] = [];
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && !isVisitorSessionCheck(message))
      problems.push(`${page.url()}: console.error ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('response', (response) => {
    if (response.headers()[notSimulatedHeader] !== undefined)
      problems.push(`unhandled API call: ${response.url()}`);
  });
  if (persona !== undefined) await loginAs(page, persona);
  // Each screen is scanned once: the routes a visitor may not open all land on the same login
  // screen (and visitor routes on the same members screen for a member), scanned the first time.
  const scanned = new Set<string>();
  await page.goto('/pages/terms');
  for (const entry of sweep) {
    const url = samplePath(entry);
    // In-app navigation, as a member moves around; the first screen was a full load. The old
    // screen's heading is marked, so the checks below wait for the new screen, not the old one.
    await page.evaluate((to) => {
      // (Unless it stays: a redirect may already have landed on this very screen.)
      if (`${window.location.pathname}${window.location.search}` !== to) {
        document.querySelector('h1')?.setAttribute('data-left', '');
      }
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    await expect(page.locator('h1:not([data-left])'), url).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const lands = landing(entry, persona !== undefined);
    if (lands === 'login') await expect(page, url).toHaveURL(`/login?next=${encodeURIComponent(url)}`);
    if (lands === 'members') await expect(page, url).toHaveURL('/members');
    if (lands === 'activate-error') await expect(page, url).toHaveURL('/activate/error');
    if (lands === 'self')
      await expect(page, url).toHaveTitle(expectedTitle(entry, await page.locator('h1').innerText()));
    const screen = lands === 'self' ? entry.name : lands;
    if (scanned.has(screen)) continue;
    scanned.add(screen);
    const findings = await scanInPlace(page);
    if (findings.length > 0) problems.push(describeFindings(url, findings));
  }
  await context.close();
  return problems;
};

test.describe('every route', () => {
  test('as a visitor: the named routes and information pages', async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    expect(await visitAll(browser, baseURL ?? '', undefined, namedForVisitors)).toEqual([]);
  });

  test('as a visitor: the landers and a niche', async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    expect(await visitAll(browser, baseURL ?? '', undefined, landersForVisitors)).toEqual([]);
  });

  test('as the free member', async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    expect(await visitAll(browser, baseURL ?? '', 'free', forMembers)).toEqual([]);
  });

  test('as the premium member', async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    expect(await visitAll(browser, baseURL ?? '', 'premium', forMembers)).toEqual([]);
  });

  test('in each of the 11 languages, on each layout and the error page', async ({ page }) => {
    const goWithin = async (to: string) => {
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, to);
    };
    await page.goto('/complaints');
    for (const locale of locales) {
      await page.evaluate((code) => {
        document.cookie = `locale=${code}; path=/`;
      }, locale);
      await page.goto('/complaints');
      const LL = translations(locale);
      await expect(page.getByRole('heading', { level: 1, name: LL.routes.complaints() })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('button', { name: LL.complaints.send() })).toBeVisible();
      await expect(page).toHaveTitle(`${LL.routes.complaints()} | Flirtpoint`);
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: LL.footer.terms() }),
      ).toBeVisible();
      await goWithin('/landers/video');
      // The lander's heading is the campaign's, from the server in the interface's language.
      const { data } = await contextClient(page.request).GET('/api/landing.php', {
        params: { query: { name: 'video', lang: locale } },
      });
      await expect(page.getByRole('heading', { level: 1, name: data?.landing.title })).toBeVisible();
      await goWithin('/no/such/page');
      await expect(page.getByRole('heading', { level: 1, name: LL.errorPage.notFound() })).toBeVisible();
      await expect(page.getByRole('link', { name: LL.errorPage.backHome() })).toBeVisible();
    }
  });
});
