import type { AddressInfo } from 'node:net';
import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import { setContractChecking, takeViolations } from '../mocks/control/contract-violations';
import { createSimulatedServer, notSimulatedHeader } from '../mocks/server/http-server';
import { consentStorageKey, consentVersion } from '../src/features/consent/consent-key';
import { entryWarningSkippedKey } from '../src/features/shell/entry-warning-key';
import { describeFindings, scanPage } from './axe';

interface SimulatedBackend {
  origin: string;
  reset: () => Promise<void>;
}

interface WorkerFixtures {
  simulatedBackend: SimulatedBackend;
  /** Pages this worker has scanned with axe already, as a visitor or a member (see `scanKey`). */
  scannedPages: Set<string>;
}

interface TestOptions {
  /** Journeys that provoke API errors on purpose let the browser log the failed requests. */
  expectApiErrors: boolean;
  /** The site-entry warning was skipped on an earlier visit (true unless a journey is about it). */
  entryWarningSkipped: boolean;
  /** The consent banner was answered (all accepted) on an earlier visit (true unless a journey is about it). */
  consentGiven: boolean;
  /** Journeys that take the connection away let the browser log the requests that could not go out. */
  expectOffline: boolean;
  /** Journeys that throw an error in the page on purpose name its message: only that page error is let through. */
  expectPageErrors: readonly string[];
}

interface TestFixtures {
  /** Applies `entryWarningSkipped` before the first page loads. */
  entryWarningState: undefined;
  /** Applies `consentGiven` before the first page loads. */
  consentState: undefined;
  /** Fails the test on console errors/warnings, page errors, unhandled API calls, outside requests. */
  noiseGuard: undefined;
  /** Scans the final page and every page the journey visited with axe; any violation fails. */
  axeEveryPage: undefined;
}

/**
 * A visitor's GET user.php answers 403 by contract ("not logged in", spec §7); the browser logs
 * every 4xx as a console error, but this one is the normal answer, not a failure.
 */
export const isVisitorSessionCheck = (message: ConsoleMessage): boolean =>
  message.text().includes('status of 403') && /\/api\/user\.php(\?|$)/.test(message.location().url);

/** The production build the journeys load; `E2E_DIST` points a parallel work tree at its own build. */
export const e2eDist = process.env.E2E_DIST ?? 'dist';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The session cookie the simulated server sets at login (mocks/handlers/support/session.ts). */
const sessionCookie = 'PHPSESSID';

/**
 * A visited page looks the same each time it is loaded in the same kind of session, so a worker
 * scans it once: the journeys of a worker visit /, /login and /members again and again, and a
 * reload and a scan cost more than most of the steps of a journey.
 */
const scanKey = async (context: BrowserContext, url: string): Promise<string> => {
  const cookies = await context.cookies(url);
  const member = cookies.some((cookie) => cookie.name === sessionCookie && cookie.value !== '');
  return `${member ? 'member' : 'visitor'} ${url}`;
};

const settledPage = async (page: Page) => {
  await page.waitForLoadState('load');
  // Every screen has a level-one heading once it has rendered (boot reads the settings first);
  // loading indicators carry aria-busy; a page is scanned once it has the one and not the other.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

/**
 * A prerendered page (scripts/prerender.ts) is inert until the app has rendered over it: a
 * journey's first keystroke or focus would reach markup about to be replaced. Going to a page
 * waits for the app as a member's first tap effectively does.
 */
const appTakenOver = (page: Page) => page.locator('#root[inert]').waitFor({ state: 'detached' });

export const test = base.extend<TestOptions & TestFixtures, WorkerFixtures>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appTakenOver(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await appTakenOver(page);
      return response;
    };
    await use(page);
  },
  expectApiErrors: [false, { option: true }],
  entryWarningSkipped: [true, { option: true }],
  consentGiven: [true, { option: true }],
  expectOffline: [false, { option: true }],
  expectPageErrors: [[], { option: true }],

  entryWarningState: [
    async ({ context, entryWarningSkipped }, use) => {
      if (entryWarningSkipped) {
        await context.addInitScript(
          ([key, at]) => {
            if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, at);
          },
          [entryWarningSkippedKey, '2026-01-01T00:00:00.000Z'] as const,
        );
      }
      await use(undefined);
    },
    { auto: true },
  ],

  consentState: [
    async ({ context, consentGiven }, use) => {
      if (consentGiven) {
        const choice = JSON.stringify({
          version: consentVersion,
          at: '2026-01-01T00:00:00.000Z',
          statistics: true,
          marketing: true,
        });
        await context.addInitScript(
          ([key, value]) => {
            if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
          },
          [consentStorageKey, choice] as const,
        );
      }
      await use(undefined);
    },
    { auto: true },
  ],

  simulatedBackend: [
    async ({}, use) => {
      // Every answer the server gives during the journeys is checked against the contract.
      setContractChecking(true);
      const server = createSimulatedServer({ dist: e2eDist });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const origin = `http://127.0.0.1:${port}`;
      const reset = async () => {
        const response = await fetch(`${origin}/__sim/reset`, { method: 'POST' });
        if (!response.ok) throw new Error(`simulation reset failed: ${response.status}`);
      };
      await use({ origin, reset });
      await new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      });
    },
    { scope: 'worker' },
  ],

  scannedPages: [
    async ({}, use) => {
      await use(new Set<string>());
    },
    { scope: 'worker' },
  ],

  baseURL: async ({ simulatedBackend }, use) => {
    await simulatedBackend.reset();
    await use(simulatedBackend.origin);
  },

  noiseGuard: [
    async ({ page, baseURL, simulatedBackend, expectApiErrors, expectOffline, expectPageErrors }, use) => {
      const noise: string[] = [];
      // A connection the server dropped on purpose (a fault) is logged as an empty response.
      const failedResource =
        /^Failed to load resource: (the server responded with a status of [45]\d\d|net::ERR_EMPTY_RESPONSE)/;
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        if (expectApiErrors && failedResource.test(message.text())) return;
        if (isVisitorSessionCheck(message)) return;
        if (expectOffline && message.text().includes('net::ERR_INTERNET_DISCONNECTED')) return;
        noise.push(`console.${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => {
        if (!expectPageErrors.some((text) => error.message.includes(text)))
          noise.push(`page error: ${error.message}`);
      });
      page.on('response', (response) => {
        if (response.headers()[notSimulatedHeader] !== undefined)
          noise.push(`unhandled API call: ${response.request().method()} ${response.url()}`);
      });
      // A pattern rather than a function: the browser then holds back only the requests that
      // leave the simulation, instead of every request waiting for this process to decide.
      // The site's origin is the base URL: the simulated server's, or a proxy's in front of it
      // (e2e/prism/fixtures.ts).
      const site = new URL(baseURL ?? simulatedBackend.origin).host;
      const outside = new RegExp(`^https?://(?!${escapeRegExp(site)}/)`);
      await page.context().route(outside, async (route) => {
        noise.push(`request outside the simulation: ${route.request().url()}`);
        await route.abort();
      });
      await use(undefined);
      expect(noise, 'the page made noise').toEqual([]);
      expect(takeViolations(), 'simulated answers that broke the contract').toEqual([]);
    },
    { auto: true },
  ],

  axeEveryPage: [
    async ({ page, context, scannedPages }, use) => {
      const visited = new Set<string>();
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && frame.url().startsWith('http')) visited.add(frame.url());
      });
      await use(undefined);

      const problems: string[] = [];
      // The page as the journey left it is always scanned: its state is the journey's own.
      if (page.url().startsWith('http')) {
        await settledPage(page);
        const findings = await scanPage(page);
        if (findings.length > 0) problems.push(describeFindings(page.url(), findings));
        scannedPages.add(await scanKey(context, page.url()));
        visited.delete(page.url());
      }
      // Pages passed on the way are reloaded in one fresh tab, unless this worker scanned them.
      let fresh: Page | undefined;
      for (const url of visited) {
        const key = await scanKey(context, url);
        if (scannedPages.has(key)) continue;
        fresh ??= await context.newPage();
        await fresh.goto(url);
        await settledPage(fresh);
        const findings = await scanPage(fresh);
        if (findings.length > 0) problems.push(describeFindings(url, findings));
        scannedPages.add(key);
      }
      await fresh?.close();
      expect(problems, 'accessibility violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
