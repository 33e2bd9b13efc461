import {
  clientReportLimits,
  errorIdentity,
  scrubPath,
  scrubText,
  scrubUrl,
  type ClientErrorReport,
  type ClientReport,
  type ClientVitalReport,
} from '../../domain/client-reports';
import { vitalRating, type VitalName, type VitalValues } from '../../lib/web-vitals';

/** An uncaught error as the window's events tell it, before scrubbing. */
export interface CaughtError {
  message: string;
  source?: string;
  line?: number;
  column?: number;
  stack?: string;
}

const vitalNames: readonly VitalName[] = ['LCP', 'INP', 'CLS'];

/**
 * What a page view has to report, until the page is hidden and it goes out: at most 5 errors, each
 * distinct error once (a loop that throws on every frame is one report, not thousands), scrubbed
 * as they arrive so nothing personal is ever held; and the vitals once.
 */
export const createReportCollector = ({ now }: { now: () => string }) => {
  const seen = new Set<string>();
  let pending: ClientReport[] = [];
  let vitalsAdded = false;

  return {
    /** False when the error was left out: seen before, or the page view's 5 are used up. */
    addError(error: CaughtError, path: string): boolean {
      if (seen.size >= clientReportLimits.errorsPerPageView) return false;
      const report: ClientErrorReport = {
        kind: 'error',
        message: scrubText(error.message, clientReportLimits.messageLength),
        route: scrubPath(path),
        at: now(),
      };
      if (error.source !== undefined && error.source !== '')
        report.source = scrubUrl(error.source).slice(0, clientReportLimits.sourceLength);
      if (error.line !== undefined) report.line = Math.max(0, Math.trunc(error.line));
      if (error.column !== undefined) report.column = Math.max(0, Math.trunc(error.column));
      if (error.stack !== undefined && error.stack !== '')
        report.stack = scrubText(error.stack, clientReportLimits.stackLength);
      const identity = errorIdentity(report);
      if (seen.has(identity)) return false;
      seen.add(identity);
      pending.push(report);
      return true;
    },

    /** The vitals as they stand; only the first call counts (a page view's vitals go once). */
    addVitals(values: VitalValues, path: string): void {
      if (vitalsAdded) return;
      vitalsAdded = true;
      const at = now();
      for (const name of vitalNames) {
        const value = values[name];
        if (value === undefined) continue;
        const report: ClientVitalReport = {
          kind: 'vital',
          name,
          value,
          rating: vitalRating(name, value),
          route: scrubPath(path),
          at,
        };
        pending.push(report);
      }
    },

    get vitalsAdded(): boolean {
      return vitalsAdded;
    },

    /** The reports not sent yet, in batches of the contract's size; they count as sent. */
    take(): ClientReport[][] {
      const batches: ClientReport[][] = [];
      for (let start = 0; start < pending.length; start += clientReportLimits.reportsPerBatch)
        batches.push(pending.slice(start, start + clientReportLimits.reportsPerBatch));
      pending = [];
      return batches;
    },
  };
};

export type ReportCollector = ReturnType<typeof createReportCollector>;
