import type { Browser, Page } from '@playwright/test';
import { withoutIdlePrefetch } from '../../e2e/idle-prefetch-off';
import { idlePrefetchDelayMs } from '../../src/app/idle-prefetch-conditions';
import { translations } from '../../tests/utils/i18n';
import { visitContext } from './cold-load';
import { figure, median, round, type Figure } from './figure';
import type { SessionCookie } from './sim-server';

const en = translations('en');

/**
 * Issue 21 item 5: with the idle prefetch, opening Messages from the search takes at most 0.8 of
 * the time it takes without it — on a phone's network, the screen's chunks were most of the wait.
 */
export const prefetchGoal = { max: 0.8 } as const;

/** A phone on a middling mobile network (Chrome DevTools' "Fast 3G" order of magnitude). */
export const mobileNetwork = { downloadKbps: 1600, uploadKbps: 750, latencyMs: 150 } as const;

export interface PrefetchFigures {
  runs: number;
  network: string;
  /** Median milliseconds from the tap on Messages to the /chats heading, without the prefetch. */
  beforeMs: number | null;
  /** The same after 2 s idle on /members, the prefetch done. */
  afterMs: number | null;
  /** after / before. */
  ratio: Figure;
}

const chatsChunk = /\/assets\/chats-page-[\w-]+\.js$/;

/**
 * Until no request has been in flight for `quietMs`: the page's own loading (and the prefetch)
 * over, so the tap meets a settled page. A bench's wait, not a test's: nothing asserts on time.
 */
const networkQuiet = (page: Page, quietMs = 500): Promise<void> =>
  new Promise((resolve) => {
    let inFlight = 0;
    let timer: NodeJS.Timeout | undefined;
    const settle = () => {
      clearTimeout(timer);
      if (inFlight > 0) return;
      timer = setTimeout(() => {
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
        resolve();
      }, quietMs);
    };
    const started = () => {
      inFlight += 1;
      settle();
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      settle();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    settle();
  });

/** One tap on Messages from a fresh /members (cold cache), timed in the page. */
const openChats = async (
  browser: Browser,
  origin: string,
  cookie: SessionCookie,
  prefetch: boolean,
): Promise<number> => {
  const context = await visitContext(browser, origin, { visit: 'returning', cookie });
  try {
    // The app without the prefetch: its chunk answered by one that watches nothing.
    if (!prefetch) await withoutIdlePrefetch(context);
    const page = await context.newPage();
    const prefetched = prefetch ? page.waitForResponse(chatsChunk, { timeout: 30_000 }) : undefined;
    let chunkFetches = 0;
    page.on('request', (request) => {
      if (chatsChunk.test(request.url())) chunkFetches += 1;
    });
    await page.goto(`${origin}/members`);
    await page.getByRole('heading', { level: 1, name: en.routes.members() }).waitFor();
    // Both ways the page has had its 2 s and more; one of them has fetched the chunk meanwhile.
    await Promise.all([prefetched, networkQuiet(page, idlePrefetchDelayMs + 500)]);
    if (chunkFetches !== (prefetch ? 1 : 0))
      throw new Error(`the chats chunk was fetched ${String(chunkFetches)} times before the tap`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: mobileNetwork.latencyMs,
      downloadThroughput: (mobileNetwork.downloadKbps * 1000) / 8,
      uploadThroughput: (mobileNetwork.uploadKbps * 1000) / 8,
    });
    await page.evaluate(() => {
      document.addEventListener(
        'click',
        () => {
          (window as unknown as { benchTapAt: number }).benchTapAt = performance.now();
        },
        { capture: true, once: true },
      );
    });
    const nav = page.getByRole('navigation', { name: en.topBar.mainNav() });
    await nav.getByRole('link', { name: new RegExp(`^${en.topBar.messages()}`) }).click();
    const shown = await page.waitForFunction(
      (title) =>
        [...document.querySelectorAll('h1')].some((heading) => heading.textContent.trim() === title) &&
        performance.now() - (window as unknown as { benchTapAt: number }).benchTapAt,
      en.routes.chats(),
      { polling: 'raf', timeout: 60_000 },
    );
    return (await shown.jsonValue()) as number;
  } finally {
    await context.close();
  }
};

/**
 * The time to open /chats from /members with and without the idle prefetch (issue 21 item 5): each
 * run a fresh browser context (nothing cached), logged in, /members loaded and left alone past the
 * 2 s, then the network throttled to a phone's and the Messages tab tapped; the clock stops when
 * the Messages heading is on screen. Without the prefetch the tap fetches the screen's chunks on
 * the slow network; with it they are in already. Alternating runs, medians.
 */
export const prefetchBench = async (
  browser: Browser,
  origin: string,
  cookie: SessionCookie,
  runs: number,
): Promise<PrefetchFigures> => {
  const before: number[] = [];
  const after: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    before.push(await openChats(browser, origin, cookie, false));
    after.push(await openChats(browser, origin, cookie, true));
  }
  const beforeMs = median(before);
  const afterMs = median(after);
  const ratio = beforeMs === null || afterMs === null || beforeMs === 0 ? null : afterMs / beforeMs;
  return {
    runs,
    network: `${String(mobileNetwork.downloadKbps / 1000)} Mbps down, ${String(mobileNetwork.uploadKbps)} kbps up, ${String(mobileNetwork.latencyMs)} ms RTT (CDP Network.emulateNetworkConditions)`,
    beforeMs: beforeMs === null ? null : round(beforeMs, 0),
    afterMs: afterMs === null ? null : round(afterMs, 0),
    ratio: figure(ratio === null ? null : round(ratio, 2), prefetchGoal),
  };
};
