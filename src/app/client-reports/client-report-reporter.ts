import type { QueryClient } from '@tanstack/react-query';
import type { ClientReportPage } from '../../../generated/model';
import { siteSettingsQueryOptions } from '../../api';
import { isSupportedLocale } from '../../domain/locales';
import { pickedForSample, viewportClass } from '../../domain/client-reports';
import { consentAllows, consentChoice } from '../../features/consent';
import { clock } from '../../lib/clock';
import { observeVitals } from '../../lib/web-vitals';
import { caughtError } from './caught-error';
import { createReportCollector } from './report-collector';
import { sendBatch } from './send-batch';

/** An error that happened before this code loaded, with the path it happened on. */
export interface EarlyError {
  event: Event;
  path: string;
}

export interface ReporterOptions {
  /** Errors the page kept until this code loaded (./schedule.ts). */
  early: readonly EarlyError[];
  /** Holds the settings read at boot, with their `client_report_sample_rate`. */
  queryClient: QueryClient;
  /** The path the page was loaded on (its vitals are that route's): the document's own by default. */
  landingPath?: string;
  /** Read when the page is hidden, so a choice made since counts (decision 030). */
  statisticsAllowed?: () => boolean;
  random?: () => number;
}

/** The hash in the entry script's file name (`/assets/index-<hash>.js`): which build this is. */
const buildOf = (doc: Document): string | undefined => {
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')) {
    const hash = /\/index-([\w-]{1,64})\.js$/.exec(script.src)?.[1];
    if (hash !== undefined) return hash;
  }
  return undefined;
};

/** The path of the document's URL as the browser loaded it, before the app changed it. */
const loadedPath = (): string => {
  const [navigation] =
    typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  return navigation === undefined ? window.location.pathname : new URL(navigation.name).pathname;
};

const pageContext = (): ClientReportPage => {
  const lang = document.documentElement.lang;
  const build = buildOf(document);
  return {
    ...(build === undefined ? {} : { build }),
    locale: isSupportedLocale(lang) ? lang : 'en',
    viewport: viewportClass(window.innerWidth),
  };
};

/**
 * Reports how this page view went (issue 21 item 7, decision 034): every error nothing caught
 * (the window's `error` and `unhandledrejection`), and — for a sample of page views, with consent to
 * statistics — the Web Vitals LCP, INP and CLS. It all goes out when the page is hidden (a tab
 * switch, the app closed, the page left), the moment the page may be gone for good; a page already
 * hidden when this runs sends at once. Returns the function that stops it (tests).
 */
export const startClientReports = ({
  early,
  queryClient,
  landingPath = loadedPath(),
  statisticsAllowed = () => consentAllows(consentChoice.get(), 'statistics'),
  random = Math.random,
}: ReporterOptions): (() => void) => {
  const collector = createReportCollector({ now: () => clock.now().toISOString() });
  const sampleRate = queryClient.getQueryData(siteSettingsQueryOptions().queryKey)?.settings
    .client_report_sample_rate;
  const vitals = pickedForSample(sampleRate, random) ? observeVitals() : undefined;

  const onError = (event: Event) => {
    const error = caughtError(event);
    if (error !== undefined) collector.addError(error, window.location.pathname);
  };
  for (const { event, path } of early) {
    const error = caughtError(event);
    if (error !== undefined) collector.addError(error, path);
  }

  const flush = () => {
    if (vitals !== undefined && !collector.vitalsAdded && statisticsAllowed()) {
      collector.addVitals(vitals.read(), landingPath);
      vitals.stop();
    }
    for (const reports of collector.take()) sendBatch({ page: pageContext(), reports });
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onError);
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('pagehide', flush);
  if (document.visibilityState === 'hidden') flush();

  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onError);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('pagehide', flush);
    vitals?.stop();
  };
};
