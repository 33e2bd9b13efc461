import { createClsWindow, type LayoutShift } from './cls';
import { createInpTracker, type InteractionEvent } from './inp';
import type { VitalName } from './rating';

export type VitalValues = Partial<Record<VitalName, number>>;

/**
 * Observes one kind of performance entry, the ones before the call included (`buffered`), so
 * observing can start late — after the page's load, when the browser is idle. A browser that does
 * not know the kind measures nothing for it.
 */
const observe = (
  type: string,
  onEntry: (entry: PerformanceEntry) => void,
  options: Record<string, number> = {},
): PerformanceObserver | undefined => {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes(type))
    return undefined;
  const observer = new PerformanceObserver((list) => {
    list.getEntries().forEach(onEntry);
  });
  try {
    observer.observe({ type, buffered: true, ...options });
  } catch {
    return undefined;
  }
  return observer;
};

const isLayoutShift = (entry: PerformanceEntry): entry is PerformanceEntry & LayoutShift =>
  'value' in entry && 'hadRecentInput' in entry;

const isInteractionEvent = (entry: PerformanceEntry): entry is PerformanceEntry & InteractionEvent =>
  'interactionId' in entry && typeof entry.interactionId === 'number';

/**
 * The page view's Web Vitals from the browser's own performance entries: LCP (the last
 * `largest-contentful-paint`; the browser stops giving new ones at the first input), CLS and INP.
 * `read` gives them as they stand; `stop` ends the observing.
 */
export const observeVitals = () => {
  let lcp: number | undefined;
  const cls = createClsWindow();
  const inp = createInpTracker();
  const observers = [
    observe('largest-contentful-paint', (entry) => {
      lcp = entry.startTime;
    }),
    observe('layout-shift', (entry) => {
      if (isLayoutShift(entry)) cls.add(entry);
    }),
    // 40 ms as Web Vitals: shorter interactions are good whatever their number.
    observe(
      'event',
      (entry) => {
        if (isInteractionEvent(entry)) inp.add(entry);
      },
      { durationThreshold: 40 },
    ),
    observe('first-input', (entry) => {
      if (isInteractionEvent(entry)) inp.add(entry);
    }),
  ];
  const clsObserved = observers[1] !== undefined;
  return {
    read: (): VitalValues => {
      const values: VitalValues = {};
      if (lcp !== undefined) values.LCP = Math.round(lcp);
      // Where layout shifts are observed, none is a CLS of 0, the best there is.
      if (clsObserved) values.CLS = Number(cls.value().toFixed(4));
      const interaction = inp.value();
      if (interaction !== undefined) values.INP = Math.round(interaction);
      return values;
    },
    stop: (): void => {
      for (const observer of observers) observer?.disconnect();
    },
  };
};
