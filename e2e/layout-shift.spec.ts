import { routeTable, type RouteEntry } from '../src/app/route-table';
import { samplePath } from '../tests/utils/routes';
import { expect, test } from './fixtures';
import { measureFirstLoad, openFirstLoad, worldChanges, worldNow } from './layout-shift-loads';

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
 * What a first load may change in the simulated world, by route: spec §4 — opening a conversation
 * reads it (the other member's messages become read), which is the screen's job, not a side effect.
 */
const changesByDesign: Partial<Record<string, string[]>> = {
  'chats-id': ['messages'],
  'members-id-chat': ['messages'],
};

const roles = [
  { role: 'visitor', persona: undefined, loads: visitorLoads },
  { role: 'member', persona: 'free', loads: memberLoads },
] as const;

// A failure names what moved, where from and where to; the trace's screencast of every throttled
// load cost more CPU than the load itself (`--trace on` brings it back for a look).
test.use({ trace: 'off' });
// One load at a time in a browser: side by side in one worker's browser, a load now and then got
// none of its requests answered for half a minute. The workers spread the loads instead.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

for (const { role, persona, loads } of roles) {
  for (const entry of loads) {
    const path = samplePath(entry);

    test(`the first load of ${path} does not shift for a ${role}`, async ({
      browser,
      baseURL,
      viewport,
      screen,
      isMobile,
      hasTouch,
      userAgent,
      deviceScaleFactor,
      locale,
    }, testInfo) => {
      // The project's screen, as the `page` fixture's context would have it.
      const options = {
        baseURL: baseURL ?? '',
        viewport,
        screen,
        isMobile,
        hasTouch,
        userAgent,
        deviceScaleFactor,
        locale,
      };
      // Members log in first: the login changes the world, the load must not.
      const load = await openFirstLoad(browser, options, persona);
      const world = worldNow();
      try {
        // routes.spec.ts scans every route with axe at the desktop width; the phone's are scanned here.
        const { score, shifts, moved, problems } = await measureFirstLoad(load, path, { axe: isMobile });
        const allowed = changesByDesign[entry.name] ?? [];
        expect
          .soft(
            worldChanges(world, worldNow()).filter((name) => !allowed.includes(name)),
            'what the load changed in the simulated world',
          )
          .toEqual([]);
        // The figures of every load, for the report.
        await testInfo.attach(`layout-shifts ${path}`, {
          body: JSON.stringify({ path, role, viewport, score, shifts }),
          contentType: 'application/json',
        });
        expect.soft(score, moved).toBeLessThanOrEqual(limit);
        expect.soft(problems, `what else went wrong loading ${path} for a ${role}`).toEqual([]);
      } finally {
        await load.page.context().close();
      }
    });
  }
}
