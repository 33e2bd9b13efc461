import type { Page, Request } from '@playwright/test';
import { translations } from '../tests/utils/i18n';
import { expect, test } from './fixtures';
import { loginAs } from './members';

const en = translations('en');

/** Spec §9: "Idle prefetch timeout 2 s" (src/app/idle-prefetch.ts). */
const idleMs = 2000;

/** A screen's chunk as the build names it (Vite: `<module>-<hash>.js`). */
const chunkOf = (module: string) => new RegExp(`/assets/${module}-[\\w-]+\\.js$`);

/** How long after the page's load event it started fetching `url`, by the page's own clock. */
const fetchedAfterLoad = (page: Page, url: string) =>
  page.evaluate((resource) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const [fetch] = performance.getEntriesByName(resource);
    if (navigation === undefined || fetch === undefined) throw new Error(`no timing for ${resource}`);
    return fetch.startTime - navigation.loadEventStart;
  }, url);

/** Opens `path` and waits for the idle prefetch of `module`'s chunk: none before the load event. */
const openAndAwaitPrefetch = async (page: Page, path: string, module: string): Promise<Request> => {
  const chunk = chunkOf(module);
  const early: string[] = [];
  const collect = (request: Request) => {
    if (chunk.test(request.url())) early.push(request.url());
  };
  page.on('request', collect);
  await page.goto(path);
  page.off('request', collect);
  // `goto` returns after the load event: the first load did not ask for the next screen's code.
  expect(early, 'chunks fetched during the first load').toEqual([]);
  const request = await page.waitForRequest(chunk, { timeout: 10_000 });
  await (await request.response())?.finished();
  expect(await fetchedAfterLoad(page, request.url())).toBeGreaterThanOrEqual(idleMs);
  return request;
};

test.describe('the idle prefetch', () => {
  test("on /members, a member's browser fetches the Messages screen's code after 2 s idle, not during the first load", async ({
    page,
  }) => {
    await loginAs(page, 'premium');
    await openAndAwaitPrefetch(page, '/members', 'chats-page');
    // The prefetched screen opens as any other: its code runs once.
    const nav = page.getByRole('navigation', { name: en.topBar.mainNav() });
    await nav.getByRole('link', { name: new RegExp(`^${en.topBar.messages()}`) }).click();
    await expect(page).toHaveURL('/chats');
    await expect(page.getByRole('heading', { level: 1, name: en.routes.chats() })).toBeVisible();
  });

  test("on the front door, a visitor's browser fetches the login screen's code after 2 s idle", async ({
    page,
  }) => {
    await openAndAwaitPrefetch(page, '/', 'login-page');
    await page.getByRole('banner').getByRole('link', { name: en.topBar.login() }).click();
    await expect(page.getByRole('heading', { level: 1, name: en.routes.login() })).toBeVisible();
  });
});
