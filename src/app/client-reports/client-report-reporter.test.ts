import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientReports } from '../../../mocks/control/client-reports';
import { siteSettings } from '../../../mocks/db/site-settings';
import { siteSettingsQueryOptions } from '../../api';
import { startClientReports, type ReporterOptions } from './client-report-reporter';

let stop: (() => void) | undefined;
let hidden = false;

/** The query cache as boot leaves it: the site settings, here with the sample rate a test gives. */
const settingsRead = (sampleRate: number | undefined) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(siteSettingsQueryOptions().queryKey, {
    settings: { ...siteSettings(), client_report_sample_rate: sampleRate },
    domain_language: 'en_GB',
  });
  return queryClient;
};

const start = ({ sampleRate = 1, ...options }: Partial<ReporterOptions> & { sampleRate?: number } = {}) => {
  stop = startClientReports({
    early: [],
    queryClient: settingsRead(sampleRate),
    landingPath: '/members',
    statisticsAllowed: () => true,
    ...options,
  });
};

/** The page becomes hidden, as when the member switches tabs: the moment reports go out. */
const hide = () => {
  hidden = true;
  document.dispatchEvent(new Event('visibilitychange'));
};

/** What the simulated site received (jsdom has no sendBeacon: the keepalive fetch carries it). */
const received = async (count: number) => {
  // The first request of a file may wait for the simulation's seed.
  await vi.waitFor(
    () => {
      expect(clientReports().length).toBeGreaterThanOrEqual(count);
    },
    { timeout: 10_000 },
  );
  return clientReports().map(({ report }) => report);
};

const uncaught = (message: string) =>
  new ErrorEvent('error', {
    message,
    filename: `${location.origin}/assets/index-abc.js`,
    lineno: 1,
    colno: 5,
  });

const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

/** A browser's PerformanceObserver with one LCP and no layout shift. */
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint', 'layout-shift'];
  constructor(private readonly callback: (list: { getEntries: () => object[] }) => void) {}
  observe({ type }: { type: string }) {
    this.callback({ getEntries: () => (type === 'largest-contentful-paint' ? [{ startTime: 1500 }] : []) });
  }
  disconnect() {
    // Nothing to let go of: the entries were handed over at once.
  }
}

beforeEach(() => {
  hidden = false;
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (hidden ? 'hidden' : 'visible'));
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  document.documentElement.lang = 'de';
});

afterEach(() => {
  stop?.();
  stop = undefined;
  // The document's visibility spy goes now, not before the next file's first test.
  vi.restoreAllMocks();
});

describe('the error and vitals reporter (decision 034)', () => {
  it('sends the page view’s uncaught errors and vitals to the site when the page is hidden', async () => {
    start();
    window.dispatchEvent(uncaught('Uncaught Error: no member jane@example.com'));
    window.dispatchEvent(rejection(new TypeError('failed on /chats/12?draft=hello')));
    expect(clientReports()).toEqual([]);
    hide();
    const reports = await received(4);
    expect(reports).toEqual([
      expect.objectContaining({ kind: 'error', message: 'Uncaught Error: no member [email]', route: '/' }),
      expect.objectContaining({
        kind: 'error',
        message: 'Unhandled rejection: TypeError: failed on /chats/:id',
      }),
      expect.objectContaining({ kind: 'vital', name: 'LCP', value: 1500, rating: 'good', route: '/members' }),
      expect.objectContaining({ kind: 'vital', name: 'CLS', value: 0, rating: 'good', route: '/members' }),
    ]);
    // jsdom's window is 1024 px wide.
    expect(clientReports()[0]?.page).toEqual({ locale: 'de', viewport: 'tablet' });
    expect(JSON.stringify(clientReports())).not.toMatch(/jane|example\.com|\?|draft|hello/);
  });

  it('sends the errors kept before it loaded, on the path they happened on', async () => {
    start({ early: [{ event: uncaught('early'), path: '/likes/m/3' }], sampleRate: 0 });
    hide();
    expect(await received(1)).toEqual([expect.objectContaining({ message: 'early', route: '/likes/m/:id' })]);
  });

  it('sends no vitals for a page view left out of the sample, errors still', async () => {
    start({ sampleRate: 0.1, random: () => 0.5 });
    window.dispatchEvent(uncaught('boom'));
    hide();
    expect((await received(1)).map((report) => report.kind)).toEqual(['error']);
  });

  it('takes a sample rate of 0.1 when the settings do not say', async () => {
    start({ queryClient: new QueryClient(), random: () => 0.05 });
    hide();
    expect((await received(2)).map((report) => report.kind)).toEqual(['vital', 'vital']);
  });

  it('sends vitals only with consent to statistics, read when the page is hidden', async () => {
    let statistics = false;
    start({ statisticsAllowed: () => statistics });
    window.dispatchEvent(uncaught('boom'));
    hide();
    expect((await received(1)).map((report) => report.kind)).toEqual(['error']);
    statistics = true;
    hide();
    expect((await received(3)).map((report) => report.kind)).toEqual(['error', 'vital', 'vital']);
  });

  it('sends each report once, and nothing when there is nothing new', async () => {
    start({ sampleRate: 0 });
    window.dispatchEvent(uncaught('boom'));
    hide();
    await received(1);
    window.dispatchEvent(uncaught('boom'));
    window.dispatchEvent(new Event('pagehide'));
    hide();
    window.dispatchEvent(uncaught('another'));
    window.dispatchEvent(new Event('pagehide'));
    expect((await received(2)).map((report) => report.kind === 'error' && report.message)).toEqual([
      'boom',
      'another',
    ]);
  });

  it('sends at once when the page is already hidden as it starts', async () => {
    hidden = true;
    start({ early: [{ event: uncaught('while loading'), path: '/' }] });
    expect((await received(3)).map((report) => report.kind)).toEqual(['error', 'vital', 'vital']);
  });
});
