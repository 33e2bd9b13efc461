import type { BrowserContext, Page } from '@playwright/test';
import { localeCookie } from '../src/domain/locales';
import { entryWarningSkippedKey } from '../src/features/shell/entry-warning-key';
import { translations } from '../tests/utils/i18n';
import { expect, test } from './fixtures';
import { throttleLikeLighthouseMobile } from './layout-shift';
import { submitLoginForm } from './members';

const de = translations('de');
const en = translations('en');

const isSettingsCall = (url: string) => new URL(url).pathname === '/api/settings.php';

type Box = { x: number; y: number; width: number; height: number } | null;

/**
 * Records, every frame while the root is still the prerendered markup, where the given elements
 * are. The app's render replaces every node, which the browser's own `layout-shift` entries never
 * count (new nodes do not shift): a jump at the handover shows only by comparing positions.
 */
const recordPrerenderedBoxes = async (page: Page, selectors: readonly string[]) => {
  await page.addInitScript((watched: readonly string[]) => {
    const boxes = () =>
      watched.map((selector) => {
        const element = document.querySelector(selector);
        if (element === null) return null;
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      });
    const store = window as unknown as Record<string, unknown>;
    const tick = () => {
      if (document.getElementById('root')?.getAttribute('aria-busy') !== 'true') return;
      store.__prerenderedBoxes = boxes();
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    store.__currentBoxes = boxes;
  }, selectors);
};

/** Waits for the app to take over; then the boxes before and after, side by side. */
const boxesAtHandover = async (page: Page) => {
  await expect(page.locator('#root')).not.toHaveAttribute('aria-busy', 'true');
  return page.evaluate(() => {
    const store = window as unknown as Record<string, unknown>;
    return {
      prerendered: store.__prerenderedBoxes as Box[],
      app: (store.__currentBoxes as () => Box[])(),
    };
  });
};

const rounded = (boxes: readonly Box[]) =>
  boxes.map((box) => (box === null ? null : Object.values(box).map(Math.round).join(' ')));

/**
 * Issue 13 item 3: the visitor routes' HTML already holds the shell and the page in the visitor's
 * language (scripts/prerender.ts), and the app takes over without a flash or a shift.
 */
test.describe('prerendered visitor pages', () => {
  // Its own context without JavaScript: the journey fixtures scan every page the app rendered,
  // and here no app ever renders.
  test('show the top bar and their main text in the cookie language before any script runs', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: localeCookie.name, value: 'de', url: baseURL ?? '' }]);
    const page = await context.newPage();
    const banner = page.getByRole('banner');
    // `/` shows its greeting (only the site's name line waits for boot); an information page's
    // text is the server's, a placeholder of the final size until boot has it.
    for (const { path, title, main } of [
      { path: '/', title: de.routes.index(), main: de.home.intro() },
      { path: '/login', title: de.routes.login(), main: de.form.email() },
      { path: '/pages/terms', title: de.routes.infoPage(), main: de.common.loading() },
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page).toHaveTitle(title);
      await expect(banner.getByRole('link', { name: de.topBar.login() })).toBeVisible();
      await expect(banner.getByRole('button', { name: de.topBar.signup() })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(main);
    }
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: de.routes.login() })).toBeVisible();
    await context.close();
  });

  test('are taken over by the app without a shift, with one settings request, and work', async ({ page }) => {
    const settingsCalls: string[] = [];
    page.on('request', (request) => {
      if (isSettingsCall(request.url())) settingsCalls.push(request.url());
    });
    await recordPrerenderedBoxes(page, ['header', 'h1', 'input[name="email"]', 'input[name="password"]']);
    // On a phone's connection and CPU the prerendered page paints long before the app renders.
    const unthrottle = await throttleLikeLighthouseMobile(page);
    const response = await page.goto('/login');
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`>${en.routes.login()}</h1>`);
    const { prerendered, app } = await boxesAtHandover(page);
    await unthrottle();
    expect(prerendered.every((box) => box !== null)).toBe(true);
    expect(rounded(app), 'header, heading and fields where the prerendered page had them').toEqual(
      rounded(prerendered),
    );
    // The HTML started the settings call; the app's own call took its answer.
    expect(settingsCalls).toHaveLength(1);
    const { pathname, search } = new URL(settingsCalls[0] ?? '');
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${pathname}${search}"`,
    );

    await submitLoginForm(page, 'free@sim.test');
    await expect(page).toHaveURL('/members');
  });

  test('keep the top bar and the greeting still on / while the site name fills in', async ({ page }) => {
    await recordPrerenderedBoxes(page, ['header', 'main', 'h1', 'main h1 + p']);
    const unthrottle = await throttleLikeLighthouseMobile(page);
    await page.goto('/');
    const { prerendered, app } = await boxesAtHandover(page);
    await unthrottle();
    // The top bar and where the page body starts; the body's own height is the layout-shift gate's.
    expect(rounded(app)[0]).toEqual(rounded(prerendered)[0]);
    expect(app[1]?.y).toBe(prerendered[1]?.y);
    // The greeting and the intro, the page's largest text, are the HTML's own: they stay put.
    expect(rounded(app).slice(2)).toEqual(rounded(prerendered).slice(2));
    await expect(page.getByRole('main').getByText('Flirtpoint', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: en.home.signup() })).toBeVisible();
  });

  test("start an information page's text from the HTML, and the app takes that answer", async ({ page }) => {
    const pageCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/pages.php') pageCalls.push(request.url());
    });
    const response = await page.goto('/pages/terms');
    expect(await response?.text()).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/pages.php?page=terms&amp;lang=en">',
    );
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(en.routes.infoPage());
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // One call: a preload the app's request did not match would be a second (and a console warning).
    expect(pageCalls).toHaveLength(1);
  });

  test("paint before any of the app's code is fetched, but its small entry", async ({ page }) => {
    const unthrottle = await throttleLikeLighthouseMobile(page);
    const response = await page.goto('/login');
    await unthrottle();
    const html = (await response?.text()) ?? '';
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    // The entry's own imports (Rolldown's runtime helpers, decision 023) are part of the entry.
    const entryFiles = [
      entry,
      ...[...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]),
    ];
    const read = async () => {
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        scripts: performance
          .getEntriesByType('resource')
          .filter((resource) => new URL(resource.name).pathname.endsWith('.js'))
          .map((resource) => ({ path: new URL(resource.name).pathname, start: resource.startTime })),
      }));
      return { paint, appChunks: scripts.filter(({ path }) => !entryFiles.includes(path)) };
    };
    // The app's chunks are asked for after the paint, and a script is listed once it has arrived.
    await expect.poll(async () => (await read()).appChunks.length).toBeGreaterThan(3);
    const { paint, appChunks } = await read();
    for (const chunk of appChunks) expect(chunk.start, chunk.path).toBeGreaterThan(paint);
  });

  /**
   * The app's code held back: what paints now paints from the HTML and the answers it asked for
   * (src/prerender/early-paint.ts); then the app renders the same over it.
   */
  const holdTheApp = async (context: BrowserContext): Promise<() => void> => {
    const waiting: (() => void)[] = [];
    let held = true;
    // The app's start is in the planned `app` chunk (decision 023).
    await context.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
      if (held) await new Promise<void>((resolve) => waiting.push(resolve));
      await route.continue();
    });
    return () => {
      held = false;
      for (const resume of waiting) resume();
    };
  };

  test("paint an information page's text before the app, which renders the same over it", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    await context.addInitScript(
      ([key]) => {
        localStorage.setItem(key ?? '', new Date().toISOString());
      },
      [entryWarningSkippedKey],
    );
    const releaseApp = await holdTheApp(context);
    const page = await context.newPage();
    await page.goto('/pages/terms', { waitUntil: 'commit' });
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).not.toHaveText(en.routes.infoPage());
    await expect(page.locator('#root')).toHaveAttribute('inert');
    const early = { text: await title.textContent(), box: await page.locator('main article').boundingBox() };
    releaseApp();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(title).toHaveText(early.text ?? '');
    expect(await page.locator('main article').boundingBox()).toEqual(early.box);
    await context.close();
  });

  test("show a first visit's entry warning before the app, which keeps it up until entered", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    const releaseApp = await holdTheApp(context);
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'commit' });
    const warning = page.getByRole('dialog', { name: en.entryWarning.title() });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(en.entryWarning.adultContent({ siteName: 'Flirtpoint' }));
    await expect(page.locator('dialog:modal')).toHaveCount(1);
    await expect(page.locator('#root')).toHaveAttribute('inert');
    releaseApp();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    // The app's own warning took the early one's place: one, modal, and entering passes it.
    await expect(page.locator('dialog:modal:not([data-early-overlay])')).toHaveCount(1);
    await expect(page.locator('dialog')).toHaveCount(1);
    await warning.getByRole('button', { name: en.entryWarning.enter() }).click();
    await expect(warning).toBeHidden();

    // Entered before the app had loaded: remembered, and the app shows no warning.
    const second = await browser.newContext({ baseURL });
    const releaseSecond = await holdTheApp(second);
    const secondPage = await second.newPage();
    await secondPage.goto('/login', { waitUntil: 'commit' });
    const early = secondPage.getByRole('dialog', { name: en.entryWarning.title() });
    await early.getByRole('button', { name: en.entryWarning.enter() }).click();
    await expect(early).toBeHidden();
    releaseSecond();
    await expect(secondPage.locator('#root')).not.toHaveAttribute('inert');
    await expect(secondPage.getByRole('heading', { level: 1, name: en.routes.login() })).toBeVisible();
    await expect(secondPage.locator('dialog')).toHaveCount(0);
    await Promise.all([context.close(), second.close()]);
  });
});
