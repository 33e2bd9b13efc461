import type { Browser, Page } from '@playwright/test';
import { visitContext } from './cold-load';
import { figure, type Figure } from './figure';
import { pollGoals, type Role } from './sample';
import type { SessionCookie } from './sim-server';

export interface SteadyPolls {
  path: string;
  role: Role;
  windowSeconds: number;
  calls: string[];
  callsPer60s: Figure;
  duplicates: Figure;
  /** An open conversation's own checking: measured once the chat screen exists (members issue). */
  conversationChecksPer60s: null;
}

/** Counts requests in flight so that each step of fake time can wait for its calls to finish. */
export const trackInFlight = (page: Page) => {
  let inFlight = 0;
  let idle: (() => void) | undefined;
  const done = () => {
    inFlight -= 1;
    if (inFlight === 0) idle?.();
  };
  page.on('request', () => {
    inFlight += 1;
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    // A round trip to the page lets calls the timers started reach the network first.
    await page.evaluate(() => 0);
    if (inFlight === 0) return;
    await new Promise<void>((resolve) => {
      idle = resolve;
    });
    idle = undefined;
  };
};

/**
 * The steady state on a member's screen: Playwright's fake clock moves the page past the first
 * refresh (5 s after load), then through 60 s in 5 s steps, without waiting 60 real seconds.
 * Every API call in that window counts; a call to the same address twice is a duplicate.
 */
export const steadyPolls = async (
  browser: Browser,
  origin: string,
  path: string,
  member: { role: Role; cookie: SessionCookie },
): Promise<SteadyPolls> => {
  const context = await visitContext(browser, origin, { visit: 'returning', cookie: member.cookie });
  try {
    const page = await context.newPage();
    await page.clock.install();
    const settled = trackInFlight(page);
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    // From here on, only the fake clock moves the page's timers.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
    await page.clock.runFor(6_000);
    await settled();
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    const windowSeconds = 60;
    for (let second = 0; second < windowSeconds; second += 5) {
      await page.clock.runFor(5_000);
      await settled();
    }
    const duplicates = calls.length - new Set(calls).size;
    return {
      path,
      role: member.role,
      windowSeconds,
      calls,
      callsPer60s: figure(calls.length, pollGoals.callsPer60s),
      duplicates: figure(duplicates, pollGoals.duplicates),
      conversationChecksPer60s: null,
    };
  } finally {
    await context.close();
  }
};
