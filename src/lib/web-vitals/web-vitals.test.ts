import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClsWindow, createInpTracker, observeVitals, vitalRating } from '.';

describe('CLS: the largest session window of layout shifts', () => {
  it('sums shifts less than 1 s apart into one window', () => {
    const cls = createClsWindow();
    cls.add({ value: 0.05, startTime: 100, hadRecentInput: false });
    cls.add({ value: 0.04, startTime: 900, hadRecentInput: false });
    expect(cls.value()).toBeCloseTo(0.09);
  });

  it('starts a new window after a 1 s gap, and keeps the larger', () => {
    const cls = createClsWindow();
    cls.add({ value: 0.05, startTime: 100, hadRecentInput: false });
    cls.add({ value: 0.04, startTime: 900, hadRecentInput: false });
    cls.add({ value: 0.02, startTime: 2500, hadRecentInput: false });
    expect(cls.value()).toBeCloseTo(0.09);
    cls.add({ value: 0.2, startTime: 3000, hadRecentInput: false });
    expect(cls.value()).toBeCloseTo(0.22);
  });

  it('closes a window after 5 s even when shifts keep coming', () => {
    const cls = createClsWindow();
    for (let at = 0; at <= 6000; at += 500) cls.add({ value: 0.01, startTime: at, hadRecentInput: false });
    // 0, 500 … 4500 in the first window (10 shifts); 5000 … 6000 in the second (3).
    expect(cls.value()).toBeCloseTo(0.1);
  });

  it('leaves out the shifts that follow the member’s own input', () => {
    const cls = createClsWindow();
    cls.add({ value: 0.3, startTime: 100, hadRecentInput: true });
    expect(cls.value()).toBe(0);
  });
});

describe('INP: the slowest interaction, one in 50 forgiven', () => {
  it('has none before the first interaction, and ignores events outside interactions', () => {
    const inp = createInpTracker();
    expect(inp.value()).toBeUndefined();
    inp.add({ interactionId: 0, duration: 300 });
    expect(inp.value()).toBeUndefined();
  });

  it('counts an interaction as long as its longest event', () => {
    const inp = createInpTracker();
    inp.add({ interactionId: 7, duration: 48 });
    inp.add({ interactionId: 7, duration: 120 });
    inp.add({ interactionId: 8, duration: 64 });
    expect(inp.value()).toBe(120);
  });

  it('forgives the slowest of 50 interactions, and two of 100', () => {
    const inp = createInpTracker();
    inp.add({ interactionId: 1, duration: 900 });
    inp.add({ interactionId: 2, duration: 600 });
    for (let id = 3; id <= 49; id += 1) inp.add({ interactionId: id, duration: 50 });
    expect(inp.value()).toBe(900);
    inp.add({ interactionId: 50, duration: 50 });
    expect(inp.value()).toBe(600);
    for (let id = 51; id <= 100; id += 1) inp.add({ interactionId: id, duration: 56 });
    expect(inp.value()).toBe(56);
  });
});

describe('ratings by Web Vitals’ thresholds', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.3, 'poor'],
  ] as const)('%s %d is %s', (name, value, rating) => {
    expect(vitalRating(name, value)).toBe(rating);
  });
});

/** A browser's PerformanceObserver that replays the entries a test gives for each type. */
const fakeObserver = (entries: Record<string, object[]>) => {
  const observed: string[] = [];
  class FakeObserver {
    static supportedEntryTypes = Object.keys(entries);
    constructor(private readonly callback: (list: { getEntries: () => object[] }) => void) {}
    observe({ type }: { type: string }) {
      observed.push(type);
      this.callback({ getEntries: () => entries[type] ?? [] });
    }
    disconnect() {
      observed.splice(0);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return observed;
};

describe('observing the page’s vitals', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the last LCP, the CLS and the INP from the entries the browser buffered', () => {
    fakeObserver({
      'largest-contentful-paint': [{ startTime: 800.4 }, { startTime: 1234.6 }],
      'layout-shift': [{ value: 0.012345, startTime: 300, hadRecentInput: false }],
      event: [{ interactionId: 3, duration: 88, startTime: 2000 }],
    });
    const vitals = observeVitals();
    expect(vitals.read()).toEqual({ LCP: 1235, CLS: 0.0123, INP: 88 });
  });

  it('gives CLS 0 where shifts are observed and none happened, and nothing a browser cannot measure', () => {
    const observed = fakeObserver({ 'layout-shift': [] });
    const vitals = observeVitals();
    expect(vitals.read()).toEqual({ CLS: 0 });
    expect(observed).toEqual(['layout-shift']);
    vitals.stop();
    expect(observed).toEqual([]);
  });
});
