import type { Page, TestInfo } from '@playwright/test';
import { routeTable, type RouteEntry } from '../src/app/route-table';
import { samplePath } from '../tests/utils/routes';
import { expect, test } from './fixtures';
import {
  describeShifts,
  layoutShiftScore,
  readLayoutShifts,
  recordLayoutShifts,
  settle,
  throttleLikeLighthouseMobile,
  watchRequests,
} from './layout-shift';
import { loginAs } from './members';

/**
 * Issue 13: nothing moves while a page fills in. Cumulative layout shift stays at 0.02 or less on
 * a first load under Lighthouse's mobile conditions, for a visitor and a member, at the phone and
 * the desktop width (this journey runs in both projects). The landers and information pages share
 * modules, so one route of each page module and of each layout stands for the 114.
 */
const limit = 0.02;

const firstOfEach = (key: (entry: RouteEntry) => string): RouteEntry[] => [
  ...new Map(routeTable.toReversed().map((entry) => [key(entry), entry])).values(),
];

const sample = [...new Set([...firstOfEach((entry) => entry.page), ...firstOfEach((entry) => entry.layout)])];
const visitorLoads = routeTable.filter((entry) => sample.includes(entry) && entry.access !== 'member');
// Members: the sample's members-only screens, and the two every member opens first.
const memberLoads = routeTable.filter(
  (entry) =>
    (sample.includes(entry) && entry.access === 'member') ||
    entry.name === 'members' ||
    entry.name === 'notifications',
);

/**
 * Loads the route cold under the mobile conditions and returns its layout shift until it settled,
 * with what moved (also attached to the report, for the figures of every load).
 */
const measureLoad = async (page: Page, path: string, role: string, testInfo: TestInfo) => {
  await recordLayoutShifts(page);
  const openRequests = watchRequests(page);
  const unthrottle = await throttleLikeLighthouseMobile(page);
  await page.goto(path);
  await settle(page, openRequests);
  const shifts = await readLayoutShifts(page);
  await unthrottle();
  const score = layoutShiftScore(shifts);
  await testInfo.attach('layout-shifts', {
    body: JSON.stringify({ path, role, viewport: page.viewportSize(), score, shifts }),
    contentType: 'application/json',
  });
  return {
    score,
    moved: `layout shift of ${path} for a ${role}: ${score.toFixed(4)}\n${describeShifts(shifts)}`,
  };
};

// Throttled loads take seconds each; one load per test lets the workers share them.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

for (const entry of visitorLoads) {
  const path = samplePath(entry);

  test(`${path} does not shift for a visitor`, async ({ page }, testInfo) => {
    const { score, moved } = await measureLoad(page, path, 'visitor', testInfo);
    expect(score, moved).toBeLessThanOrEqual(limit);
  });
}

for (const entry of memberLoads) {
  const path = samplePath(entry);

  test(`${path} does not shift for a member`, async ({ page }, testInfo) => {
    await loginAs(page, 'free');
    const { score, moved } = await measureLoad(page, path, 'member', testInfo);
    expect(score, moved).toBeLessThanOrEqual(limit);
  });
}
