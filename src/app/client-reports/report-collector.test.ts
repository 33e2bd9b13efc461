import { describe, expect, it } from 'vitest';
import { createReportCollector } from './report-collector';

const at = '2026-03-02T10:00:00.000Z';
const collector = () => createReportCollector({ now: () => at });

describe('the report collector of a page view', () => {
  it('keeps an error scrubbed: message, source, stack and route without personal data', () => {
    const reports = collector();
    reports.addError(
      {
        message: 'Uncaught Error: no member jane@example.com at /members/123?tab=photos',
        source: 'https://sim.test/assets/index-DkD3kx9L.js?v=1',
        line: 1,
        column: 20511.7,
        stack: 'Error: no member jane@example.com\n    at https://sim.test/assets/index-DkD3kx9L.js:1:20511',
      },
      '/members/123',
    );
    expect(reports.take()).toEqual([
      [
        {
          kind: 'error',
          message: 'Uncaught Error: no member [email] at /members/:id',
          source: 'https://sim.test/assets/index-DkD3kx9L.js',
          line: 1,
          column: 20511,
          stack: 'Error: no member [email]\n    at https://sim.test/assets/index-DkD3kx9L.js:1:20511',
          route: '/members/:id',
          at,
        },
      ],
    ]);
  });

  it('keeps each distinct error once, wherever and whenever it happens again', () => {
    const reports = collector();
    expect(reports.addError({ message: 'boom', source: 'a.js', line: 1, column: 2 }, '/')).toBe(true);
    expect(reports.addError({ message: 'boom', source: 'a.js', line: 1, column: 2 }, '/chats')).toBe(false);
    expect(reports.addError({ message: 'boom', source: 'a.js', line: 9, column: 2 }, '/')).toBe(true);
    expect(reports.take().flat()).toHaveLength(2);
  });

  it('keeps at most 5 errors a page view, also across sends', () => {
    const reports = collector();
    for (let index = 0; index < 3; index += 1) reports.addError({ message: `error ${String(index)}` }, '/');
    expect(reports.take().flat()).toHaveLength(3);
    const kept = [3, 4, 5, 6].map((index) => reports.addError({ message: `error ${String(index)}` }, '/'));
    expect(kept).toEqual([true, true, false, false]);
    expect(
      reports
        .take()
        .flat()
        .map((report) => report.kind === 'error' && report.message),
    ).toEqual(['error 3', 'error 4']);
  });

  it('adds the vitals once, rated, on the landing route', () => {
    const reports = collector();
    reports.addVitals({ LCP: 1840, CLS: 0.3 }, '/members/7?ref=x');
    reports.addVitals({ LCP: 9999, INP: 80 }, '/');
    expect(reports.vitalsAdded).toBe(true);
    expect(reports.take()).toEqual([
      [
        { kind: 'vital', name: 'LCP', value: 1840, rating: 'good', route: '/members/:id', at },
        { kind: 'vital', name: 'CLS', value: 0.3, rating: 'poor', route: '/members/:id', at },
      ],
    ]);
  });

  it('hands over what is pending once, in batches of the contract’s 20 at most', () => {
    const reports = collector();
    expect(reports.take()).toEqual([]);
    for (let index = 0; index < 5; index += 1) reports.addError({ message: `error ${String(index)}` }, '/');
    reports.addVitals({ LCP: 1000, CLS: 0, INP: 40 }, '/');
    expect(reports.take().map((batch) => batch.length)).toEqual([8]);
    expect(reports.take()).toEqual([]);
  });
});
