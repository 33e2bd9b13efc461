import { localeCookie } from '../src/domain/locales';
import { translations } from '../tests/utils/i18n';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAs } from './members';

const en = translations('en');
const t = en.members;

const minAgeField = (page: Page) =>
  page
    .getByRole('region', { name: t.filters.title(), includeHidden: true })
    .getByRole('button', { name: new RegExp(`${t.filters.minAge()}$`), includeHidden: true });

/**
 * Where the keyboard is after "Search": on a phone the filters fold away and it goes back to their
 * button; on a desktop they stay, and so does the keyboard.
 */
const focusAfterSearch = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^(${t.filters.show()}|${t.filters.search()})$`) });

/** Unfolds the filters on a phone, where they sit folded under their button. */
const unfoldFilters = async (page: Page) => {
  const filters = page.getByRole('region', { name: t.filters.title() });
  await expect(filters).toBeHidden();
  const toggle = page.getByRole('button', { name: t.filters.show(), exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  // The same button, now named for folding them again.
  await expect(page.getByRole('button', { name: t.filters.hide() })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: t.filters.hide() })).toBeFocused();
};

/**
 * Filters by keyboard, pages on, opens a profile from down the page and comes back: the same page
 * of results, scrolled to where it was.
 */
const searchJourney = async (page: Page, openFilters: (page: Page) => Promise<void>) => {
  // A login, four screens and their accessibility scans: about 23 s with two workers on two
  // cores, and once over the default 30 s when the machine was busier.
  test.setTimeout(60_000);
  await loginAs(page, 'free');
  await page.goto('/members?gender=female');
  await expect(page.getByRole('heading', { level: 1, name: en.routes.members() })).toBeVisible();
  const results = page.getByRole('list', { name: /members found$/ });
  await expect(results.getByRole('listitem')).toHaveCount(24);
  await openFilters(page);
  const filters = page.getByRole('region', { name: t.filters.title() });
  await expect(filters).toBeVisible();

  // The minimum age by keyboard: open the list, type the age, choose it.
  const minAge = filters.getByRole('button', { name: new RegExp(`${t.filters.minAge()}$`) });
  await minAge.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('30');
  await page.keyboard.press('Enter');
  await expect(minAge).toContainText('30');
  await filters.getByRole('button', { name: t.filters.search() }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/members?gender=female&min_age=30');
  await expect(focusAfterSearch(page)).toBeFocused();
  await expect(page.getByText(/members found$/)).not.toHaveText(/^142 /);

  // The next page, by keyboard.
  const next = page.getByRole('link', { name: t.paging.next() });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/members?gender=female&min_age=30&page=2');
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

  // Down the page, into a profile, and back.
  const card = results.getByRole('listitem').nth(9).getByRole('link');
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  const href = await card.getAttribute('href');
  await card.click();
  await expect(page).toHaveURL(href ?? '');
  await page.goBack();
  await expect(page).toHaveURL('/members?gender=female&min_age=30&page=2');
  await expect(results.getByRole('listitem').nth(9).getByRole('link')).toHaveAttribute('href', href ?? '');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
};

test.describe('member search', () => {
  test('on a smartphone: filters folded under their button, by keyboard; back from a profile keeps page and place', async ({
    page,
  }) => {
    await searchJourney(page, unfoldFilters);
    // Folded again on the way back; unfolded, the form holds the search the address holds.
    await unfoldFilters(page);
    await expect(minAgeField(page)).toContainText('30');
    // Long names and cities are cut, never widening the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('on a desktop: filters beside the results, by keyboard; back from a profile keeps page and place', async ({
    page,
  }) => {
    await searchJourney(page, async () => {
      // A column beside the results: nothing to unfold.
    });
    // The form came back with the search the address holds.
    await expect(minAgeField(page)).toContainText('30');
  });

  test('shows similar members when few match, in German', async ({ page, context, baseURL }) => {
    const de = translations('de');
    await loginAs(page, 'free');
    await context.addCookies([{ name: localeCookie.name, value: 'de', url: baseURL }]);
    await page.goto('/members?gender=female&country=GB&min_age=98&max_age=99');
    await expect(
      page.getByRole('heading', { level: 2, name: de.members.results.similarTitle() }),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: de.members.results.similarTitle() }).getByRole('listitem').first(),
    ).toBeVisible();
  });
});

test.describe("a member's first load of /members (issue 14 item 8)", () => {
  test("asks who is logged in and fetches the member chrome while the app's code is still on its way, each once", async ({
    page,
  }) => {
    await loginAs(page, 'free');
    // The app's code held back: only the entry has run.
    const waiting: (() => void)[] = [];
    let held = true;
    await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
      if (held) await new Promise<void>((resolve) => waiting.push(resolve));
      await route.continue();
    });
    const requested: string[] = [];
    page.on('request', (request) => {
      requested.push(new URL(request.url()).pathname);
    });
    const asked = (pattern: RegExp) => requested.filter((path) => pattern.test(path)).length;
    const early = {
      session: /^\/api\/user\.php$/,
      chrome: /^\/assets\/member-chrome-[^/]+\.js$/,
    };
    await page.goto('/members', { waitUntil: 'commit' });
    for (const [name, pattern] of Object.entries(early)) {
      await expect.poll(() => asked(pattern), `${name} asked while the app's code is held`).toBe(1);
    }
    // The screen's search needs the screen's code: not yet.
    expect(asked(/^\/api\/search\.php$/)).toBe(0);

    held = false;
    for (const resume of waiting) resume();
    await expect(page.getByRole('list', { name: /found$/ })).toBeVisible();
    // The app took what the entry asked for: nothing asked twice.
    for (const pattern of Object.values(early)) expect(asked(pattern)).toBe(1);
    expect(asked(/^\/api\/search\.php$/)).toBe(1);
  });
});
