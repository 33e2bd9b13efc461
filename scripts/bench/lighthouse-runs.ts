import lighthouse from 'lighthouse';
import { launchForLighthouse, prepareBrowser } from './chromium';
import { median, round } from './figure';
import type { Visit } from './sample';
import type { SessionCookie } from './sim-server';

export interface LighthouseRun {
  performance: number | null;
  lcpSeconds: number | null;
  tbtMs: number | null;
  cls: number | null;
}

export interface LighthouseMedians extends LighthouseRun {
  runs: LighthouseRun[];
}

const numeric = (value: number | null | undefined): number | null =>
  typeof value === 'number' ? value : null;

/**
 * One Lighthouse 12 run, mobile profile and its default (simulated) throttling, in a fresh
 * Chromium so that no run sees another's cache or storage.
 */
const runOnce = async (
  url: string,
  state: { visit: Visit; cookie: SessionCookie | undefined },
): Promise<LighthouseRun> => {
  const chrome = await launchForLighthouse();
  try {
    await prepareBrowser(chrome.port, new URL(url).origin, state);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError !== undefined) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    const lcp = numeric(lhr.audits['largest-contentful-paint']?.numericValue);
    const tbt = numeric(lhr.audits['total-blocking-time']?.numericValue);
    const cls = numeric(lhr.audits['cumulative-layout-shift']?.numericValue);
    return {
      performance: typeof score === 'number' ? Math.round(score * 100) : null,
      lcpSeconds: lcp === null ? null : round(lcp / 1000, 2),
      tbtMs: tbt === null ? null : Math.round(tbt),
      cls: cls === null ? null : round(cls, 3),
    };
  } finally {
    await chrome.stop();
  }
};

const medianOf = (runs: LighthouseRun[], key: keyof LighthouseRun): number | null =>
  median(runs.map((run) => run[key]).filter((value): value is number => value !== null));

/** `count` runs one after another (never in parallel: they would slow each other) and their medians. */
export const lighthouseMedians = async (
  url: string,
  state: { visit: Visit; cookie: SessionCookie | undefined },
  count: number,
): Promise<LighthouseMedians> => {
  const runs: LighthouseRun[] = [];
  for (let n = 0; n < count; n += 1) runs.push(await runOnce(url, state));
  return {
    performance: medianOf(runs, 'performance'),
    lcpSeconds: medianOf(runs, 'lcpSeconds'),
    tbtMs: medianOf(runs, 'tbtMs'),
    cls: medianOf(runs, 'cls'),
    runs,
  };
};
