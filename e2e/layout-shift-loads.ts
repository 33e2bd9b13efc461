import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { canonicalJson, dumpState } from '../mocks/db/state-dump';
import { notSimulatedHeader } from '../mocks/server/http-server';
import type { PersonaName } from '../mocks/seed/personas';
import { entryWarningSkippedKey } from '../src/features/shell/entry-warning-key';
import { describeFindings, scanInPlace } from './axe';
import { isVisitorSessionCheck } from './fixtures';
import {
  describeShifts,
  layoutShiftScore,
  readLayoutShifts,
  recordLayoutShifts,
  settle,
  throttleLikeLighthouseMobile,
  watchRequests,
  type ShiftRecord,
} from './layout-shift';
import { loginAs } from './members';

export interface FirstLoad {
  path: string;
  role: string;
  score: number;
  shifts: ShiftRecord[];
  /** The layout shift and what moved, for a failure message. */
  moved: string;
  /** What the journeys' fixtures would have failed the load for: noise, writes, axe findings. */
  problems: string[];
}

/**
 * Fails what the journeys' `noiseGuard` fixture fails (console errors and warnings, page errors,
 * unhandled API calls, requests leaving the simulation) for a page of a context made here, where
 * the fixture does not reach.
 */
const guard = async (page: Page, origin: string): Promise<() => string[]> => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (isVisitorSessionCheck(message)) return;
    problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.headers()[notSimulatedHeader] !== undefined)
      problems.push(`unhandled API call: ${response.request().method()} ${response.url()}`);
  });
  // A pattern, as in the fixture: the browser holds back only the requests that leave.
  const site = new URL(origin).host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.context().route(new RegExp(`^https?://(?!${site}/)`), async (route) => {
    problems.push(`request outside the simulation: ${route.request().url()}`);
    await route.abort();
  });
  return () => problems;
};

export interface OpenedLoad {
  page: Page;
  role: string;
  problems: () => string[];
}

/**
 * A new context for one first load (no cache, no storage, as Lighthouse resets them before its
 * run), past the site-entry warning as the fixtures' are, and logged in as the persona if any.
 */
export const openFirstLoad = async (
  browser: Browser,
  options: BrowserContextOptions & { baseURL: string },
  persona?: PersonaName,
): Promise<OpenedLoad> => {
  const context = await browser.newContext(options);
  await context.addInitScript(
    ([key, at]) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, at);
    },
    [entryWarningSkippedKey, '2026-01-01T00:00:00.000Z'] as const,
  );
  const page = await context.newPage();
  const problems = await guard(page, new URL(options.baseURL).origin);
  if (persona !== undefined) await loginAs(page, persona);
  return { page, role: persona === undefined ? 'visitor' : 'member', problems };
};

/**
 * Loads the route under the mobile conditions and returns its layout shift until it settled.
 * Then, unthrottled, the page is scanned with axe if asked, as the journeys' fixture would. The
 * page stays open: closing it tells the simulation that the member left, which the others read.
 */
export const measureFirstLoad = async (
  { page, role, problems }: OpenedLoad,
  path: string,
  { axe }: { axe: boolean },
): Promise<FirstLoad> => {
  await recordLayoutShifts(page);
  const openRequests = watchRequests(page);
  const unthrottle = await throttleLikeLighthouseMobile(page);
  await page.goto(path);
  try {
    await settle(page, openRequests);
  } catch (error) {
    // The load's own page is not the fixture's, whose report would have shown what it held.
    const seen = await page
      .locator('body')
      .ariaSnapshot()
      .catch(() => '(no snapshot)');
    throw new Error(`${path} for a ${role} did not settle at ${page.url()}:\n${seen}`, { cause: error });
  }
  const shifts = await readLayoutShifts(page);
  await unthrottle();

  const findings = axe ? await scanInPlace(page) : [];
  if (findings.length > 0) problems().push(describeFindings(page.url(), findings));
  const score = layoutShiftScore(shifts);
  return {
    path,
    role,
    score,
    shifts,
    moved: `layout shift of ${path} for a ${role}: ${score.toFixed(4)}\n${describeShifts(shifts)}`,
    problems: problems(),
  };
};

/**
 * The simulated world a load reads (the clock aside, which moves by itself): the load sees the
 * seeded one only if it changes none of it.
 */
export const worldNow = (): Map<string, string> => {
  const { collections, site, counters } = dumpState();
  return new Map([
    ...Object.entries(collections).map(([name, records]): [string, string] => [name, canonicalJson(records)]),
    ['site', canonicalJson(site)],
    ['counters', canonicalJson(counters)],
  ]);
};

/** What differs between two readings of the world, by collection. */
export const worldChanges = (before: Map<string, string>, after: Map<string, string>): string[] =>
  [...after].filter(([name, json]) => before.get(name) !== json).map(([name]) => name);
