import type { Page, Request } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import { expect } from './fixtures';

/** One `layout-shift` entry without recent input, with what moved, as the page recorded it. */
export interface ShiftRecord {
  value: number;
  time: number;
  sources: { node: string; previous: string; current: string }[];
}

const storeName = '__layoutShifts';

/**
 * Records every layout shift from the first paint on. It runs before any script of the page (an
 * init script), and `buffered` also delivers shifts the browser saw before the observer existed.
 * Moved nodes are described at once: a node may be gone by the time the journey reads the record.
 */
export const recordLayoutShifts = async (page: Page): Promise<void> => {
  await page.addInitScript((name: string) => {
    interface Source {
      node: Node | null;
      previousRect: DOMRectReadOnly;
      currentRect: DOMRectReadOnly;
    }
    interface Shift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: readonly Source[];
    }
    const rect = ({ x, y, width, height }: DOMRectReadOnly) =>
      `${Math.round(width)}×${Math.round(height)} at (${Math.round(x)}, ${Math.round(y)})`;
    const nameOf = (node: Node | null): string => {
      if (node === null) return '(gone)';
      if (!(node instanceof Element)) return node.nodeName;
      const id = node.id === '' ? '' : `#${node.id}`;
      const classes = [...node.classList].map((name) => `.${name}`).join('');
      const landmark = node.closest('header, nav, main, footer, aside')?.tagName.toLowerCase();
      const text = node.textContent.trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${landmark === undefined ? '' : `${landmark} › `}${node.tagName.toLowerCase()}${id}${classes} "${text}"`;
    };
    const records: unknown[] = [];
    const keep = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) {
        if (entry.hadRecentInput) continue;
        records.push({
          value: entry.value,
          time: Math.round(entry.startTime),
          sources: entry.sources.map((source) => ({
            node: nameOf(source.node),
            previous: rect(source.previousRect),
            current: rect(source.currentRect),
          })),
        });
      }
    };
    const observer = new PerformanceObserver((list) => {
      keep(list.getEntries());
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    Object.defineProperty(window, name, {
      value: () => {
        keep(observer.takeRecords());
        return records;
      },
    });
  }, storeName);
};

/**
 * Lighthouse 12's mobile profile (slow 4G, 4× CPU slowdown) as its DevTools throttling applies it:
 * the request latency and throughputs of `mobileSlow4G`, in bytes per second. Without throttling
 * the data arrives before the first frame and nothing seems to move.
 */
export const throttleLikeLighthouseMobile = async (page: Page): Promise<() => Promise<void>> => {
  const profile = throttling.mobileSlow4G;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.requestLatencyMs,
    downloadThroughput: Math.floor((profile.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((profile.uploadThroughputKbps * 1024) / 8),
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdownMultiplier });
  // Undone before the journey's own checks (the axe scan), which measure nothing.
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  };
};

/** The requests of a page still waiting for their answer, counted from before its first load. */
export const watchRequests = (page: Page): (() => Request[]) => {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => [...open];
};

/**
 * How many of those the page itself still waits for. A module the page requested twice at once
 * (a chunk's `modulepreload` and its import) is one fetch to the browser, and the protocol may
 * never report the second request finished on a busy machine: what the page's resource timing
 * has received is not waited for.
 */
const stillWaiting = async (page: Page, openRequests: () => Request[]): Promise<string[]> => {
  const open = openRequests();
  if (open.length === 0) return [];
  const received = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).responseEnd > 0)
      .map((entry) => entry.name),
  );
  return open.filter((request) => !received.includes(request.url())).map((request) => request.url());
};

/**
 * The page has settled: no request waits for its answer, the level-one heading shows and no
 * loading indicator remains; then the fonts are ready and two frames have been painted, so every
 * shift the last answer caused has been laid out and reported. If those frames started another
 * request (a screen's chunk, a follow-up call), its answer is waited for in turn.
 */
export const settle = async (page: Page, openRequests: () => Request[]): Promise<void> => {
  // A throttled load on a busy machine may need longer than the journeys' usual 10 s per wait.
  const timeout = 30_000;
  for (;;) {
    // Asked often: the default intervals grow to a second, which each load would wait out.
    await expect
      .poll(() => stillWaiting(page, openRequests), {
        message: 'requests still waiting for an answer',
        intervals: [50],
        timeout,
      })
      .toEqual([]);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout });
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
      });
    });
    if ((await stillWaiting(page, openRequests)).length === 0) return;
  }
};

export const readLayoutShifts = async (page: Page): Promise<ShiftRecord[]> =>
  (await page.evaluate(
    (name) => (window as unknown as Record<string, () => unknown>)[name]?.() ?? [],
    storeName,
  )) as ShiftRecord[];

export const layoutShiftScore = (shifts: readonly ShiftRecord[]): number =>
  shifts.reduce((sum, shift) => sum + shift.value, 0);

/** Each shift with its score, time and what moved, largest first, for a failure to say what moved. */
export const describeShifts = (shifts: readonly ShiftRecord[]): string =>
  [...shifts]
    .sort((a, b) => b.value - a.value)
    .map(
      (shift) =>
        `  ${shift.value.toFixed(4)} at ${shift.time} ms\n` +
        shift.sources
          .map((source) => `    ${source.node}: ${source.previous} → ${source.current}`)
          .join('\n'),
    )
    .join('\n');
