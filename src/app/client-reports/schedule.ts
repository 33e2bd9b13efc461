import type { QueryClient } from '@tanstack/react-query';
import type { EarlyError } from './client-report-reporter';

/** As many early errors as a page view reports at all (src/domain/client-reports.ts). */
const earlyLimit = 5;
const errorEvents = ['error', 'unhandledrejection'] as const;

/**
 * Error and Web Vitals reports (decision 034) without weighing on the first load: only this keeps
 * the errors of the first seconds; the reporter is a chunk of its own, loaded when the browser is
 * first idle (at the latest 5 s on). Vitals are measured from the browser's buffered entries, so
 * starting late loses none. A visit that ends before then reports nothing.
 */
export const scheduleClientReports = (
  queryClient: QueryClient,
  reporter: () => Promise<typeof import('./client-report-reporter')> = () =>
    import('./client-report-reporter'),
): void => {
  const early: EarlyError[] = [];
  const keep = (event: Event) => {
    if (early.length < earlyLimit) early.push({ event, path: window.location.pathname });
  };
  for (const type of errorEvents) window.addEventListener(type, keep);
  const load = () => {
    reporter()
      .then(({ startClientReports }) => {
        for (const type of errorEvents) window.removeEventListener(type, keep);
        startClientReports({ early, queryClient });
      })
      .catch(() => {
        // Offline, or a deploy replaced the chunk: this page view reports nothing.
      });
  };
  // Safari has no idle callback: there, two seconds on.
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
};
