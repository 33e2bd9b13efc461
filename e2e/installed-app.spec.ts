import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { entryWarningSkippedKey } from '../src/features/shell/entry-warning-key';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { describeFindings, scanPage } from './axe';
import { expect, isVisitorSessionCheck, test as base } from './fixtures';
import { loginAs } from './members';

const en = translations('en');

/** The manifest's `id` ("/"), resolved against the site: the installed app's name in the browser. */
const manifestIdOf = (origin: string) => `${origin}/`;

interface InstalledBrowser {
  context: BrowserContext;
  /** A tab of the browser the app is installed in: the site as a browser shows it. */
  tab: Page;
  /** The DevTools protocol for the whole browser (its PWA domain installs and launches apps). */
  browser: CDPSession;
  /** Opens `path` in the installed app's own window (display-mode: standalone). */
  launchApp: (path: string) => Promise<Page>;
}

/** Waits for the app to take over a prerendered page, as the fixtures' `page.goto` does. */
const appTakenOver = (page: Page) => page.locator('#root[inert]').waitFor({ state: 'detached' });

/**
 * Playwright's browser contexts are off the record, and Chromium installs nothing there
 * (`Page.getInstallabilityErrors` answers `in-incognito`), so these journeys run in a browser
 * profile of their own. Its pages get the fixtures' noise rule (no console error or warning, no
 * page error, no request leaving the site), checked when the journey ends.
 */
const test = base.extend<{ installed: InstalledBrowser }>({
  installed: async ({ playwright, launchOptions, viewport, isMobile, hasTouch, baseURL }, use) => {
    const origin = baseURL ?? '';
    const profile = await mkdtemp(join(tmpdir(), 'installed-app-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL: origin,
      viewport,
      isMobile,
      hasTouch,
    });
    const noise: string[] = [];
    const listen = (page: Page) => {
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        if (!isVisitorSessionCheck(message)) noise.push(`console.${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => noise.push(`page error: ${error.message}`));
    };
    context.on('page', listen);
    context.pages().forEach(listen);
    await context.route(
      new RegExp(`^https?://(?!${new URL(origin).host.replace(/\./g, '\\.')}/)`),
      (route) => {
        noise.push(`request outside the simulation: ${route.request().url()}`);
        return route.abort();
      },
    );
    await context.addInitScript(
      ([key, at]) => {
        // Also runs in the new window's blank first document, which has no storage.
        if (!location.protocol.startsWith('http')) return;
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, at);
      },
      [entryWarningSkippedKey, '2026-01-01T00:00:00.000Z'] as const,
    );
    const tab = context.pages()[0] ?? (await context.newPage());
    const chromium = context.browser();
    if (chromium === null) throw new Error('no browser behind the persistent context');
    const browser = await chromium.newBrowserCDPSession();
    const launchApp = async (path: string) => {
      const opened = context.waitForEvent('page');
      await browser.send('PWA.launch', { manifestId: manifestIdOf(origin), url: `${origin}${path}` });
      const app = await opened;
      await app.waitForURL(`${origin}${path}`);
      await appTakenOver(app);
      return app;
    };
    await use({ context, tab, browser, launchApp });
    await context.close();
    await rm(profile, { recursive: true, force: true });
    expect(noise, 'the installed app made noise').toEqual([]);
  },
});

const goto = async (page: Page, path: string) => {
  await page.goto(path);
  await appTakenOver(page);
};

const installabilityErrors = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  return installabilityErrors.map((error) => error.errorId);
};

/** Installs the site as an app that opens in its own window, as "Install app" in the menu does. */
const install = async ({ browser }: InstalledBrowser, origin: string) => {
  const manifestId = manifestIdOf(origin);
  await browser.send('PWA.install', { manifestId, installUrlOrBundleUrl: `${origin}/members` });
  await browser.send('PWA.changeAppUserSettings', { manifestId, displayMode: 'standalone' });
};

const backButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: en.topBar.back() });

const memberColumn = (page: Page) =>
  page.getByRole('contentinfo').getByRole('heading', { name: en.footer.member() });

const openFirstProfile = async (page: Page) => {
  const card = page
    .getByRole('list', { name: /members found$/ })
    .getByRole('listitem')
    .first()
    .getByRole('link');
  await card.click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

/** Unread messages plus new likes, as the server counts them (spec §4: title and app badge). */
const unreadPlusNew = async (page: Page) => {
  const client = contextClient(page.request);
  const chats = (await client.GET('/api/chats.php')).data;
  const likes = (await client.GET('/api/likes.php')).data;
  if (chats === undefined || likes === undefined) throw new Error('no chats or likes answer');
  return chats.num_unread + likes.num_new;
};

/** The count in brackets before the page title (spec §4). */
const titleCount = async (page: Page) => Number(/^\((\d+)\) /.exec(await page.title())?.[1] ?? 0);

test.describe('installed app (issue 18 item 5)', () => {
  test('on a desktop: the site is installable, for a visitor on / and for a member on /members', async ({
    installed,
    baseURL,
  }) => {
    const { tab } = installed;
    await goto(tab, '/');
    await expect.poll(() => installabilityErrors(tab)).toEqual([]);

    await loginAs(tab, 'free');
    await goto(tab, '/members');
    await expect.poll(() => installabilityErrors(tab)).toEqual([]);
    // The manifest the browser read is the site's (its name from the settings), without errors.
    const cdp = await installed.context.newCDPSession(tab);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${baseURL ?? ''}/api/manifest.php`);
    expect(manifest.errors).toEqual([]);
    const { data: settings } = await contextClient(tab.request).GET('/api/settings.php');
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: settings?.settings.name,
      start_url: '/members',
      display: 'standalone',
    });
  });

  test('the back button shows in the installed app on a profile reached in it, and nowhere else', async ({
    installed,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    const { tab } = installed;
    await loginAs(tab, 'free');
    await install(installed, origin);

    // In a browser tab the browser has its own back button: none in the top bar.
    await goto(tab, '/members');
    await openFirstProfile(tab);
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(backButton(tab)).toHaveCount(0);
    await expect(memberColumn(tab)).toBeVisible();
    const profilePath = new URL(tab.url()).pathname;

    // The app opened on a profile: its first screen has no history, so no back button.
    const first = await installed.launchApp(profilePath);
    expect(await first.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
    await expect(first.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(backButton(first)).toHaveCount(0);
    await first.close();

    // From the members list to a profile in the app: back goes back to the list.
    const app = await installed.launchApp('/members');
    // An installed app's badge is real here: the browser holds the count the page set.
    const expected = await unreadPlusNew(app);
    await expect
      .poll(
        async () =>
          (await installed.browser.send('PWA.getOsAppState', { manifestId: manifestIdOf(origin) }))
            .badgeCount,
      )
      .toBe(expected);
    await openFirstProfile(app);
    await expect(backButton(app)).toBeVisible();
    // The installed app has its own navigation, so the footer leaves out the member's links.
    await expect(memberColumn(app)).toHaveCount(0);
    const findings = await scanPage(app);
    expect(describeFindings(app.url(), findings)).toBe('');
    await backButton(app).click();
    await expect(app).toHaveURL(`${origin}/members`);
    await expect(backButton(app)).toHaveCount(0);

    // A screen not on the spec's list (the conversations) has none, history or not.
    await app.goto('/chats');
    await appTakenOver(app);
    await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(backButton(app)).toHaveCount(0);
  });
});

test.describe('app badge (issue 18 item 5, spec §4)', () => {
  test('on a desktop: carries unread messages plus new likes, the count of the page title', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const calls: (number | 'clear')[] = [];
      Object.assign(window, { badgeCalls: calls });
      navigator.setAppBadge = (count?: number) => {
        calls.push(count ?? 0);
        return Promise.resolve();
      };
      navigator.clearAppBadge = () => {
        calls.push('clear');
        return Promise.resolve();
      };
    });
    await loginAs(page, 'free');
    const expected = await unreadPlusNew(page);
    expect(expected).toBeGreaterThan(0);
    await page.goto('/members');
    await expect.poll(() => titleCount(page)).toBe(expected);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { badgeCalls: unknown[] }).badgeCalls.at(-1)))
      .toBe(expected);
  });

  for (const failure of ['rejects', 'throws'] as const) {
    test(`on a desktop: a badge that ${failure} is ignored, without a console error, and the page works`, async ({
      page,
    }) => {
      await page.addInitScript((how) => {
        let calls = 0;
        Object.defineProperty(window, 'badgeCalls', { get: () => calls });
        const fail = () => {
          calls += 1;
          if (how === 'throws') throw new DOMException('Badging is not allowed here', 'NotAllowedError');
          return Promise.reject(new DOMException('Badging is not allowed here', 'NotAllowedError'));
        };
        navigator.setAppBadge = fail;
        navigator.clearAppBadge = fail;
      }, failure);
      await loginAs(page, 'free');
      const expected = await unreadPlusNew(page);
      await page.goto('/members');
      await expect.poll(() => titleCount(page)).toBe(expected);
      await expect(
        page
          .getByRole('list', { name: /members found$/ })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
      // The page did call the badge, and carried on.
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { badgeCalls: number }).badgeCalls))
        .toBeGreaterThan(0);
    });
  }
});
