import { describe, expect, it } from 'vitest';
import {
  clientReportLimits,
  errorIdentity,
  pickedForSample,
  scrubPath,
  scrubText,
  scrubUrl,
  viewportClass,
  type ClientErrorReport,
} from './client-reports';

describe('a report names a path without personal data', () => {
  it.each([
    ['/members/123', '/members/:id'],
    ['/members/123/chat?from=likes', '/members/:id/chat'],
    ['/chats/42#last', '/chats/:id'],
    ['/credits/3/paypal', '/credits/:id/paypal'],
    ['/likes/m/77', '/likes/m/:id'],
    ['/reset-password/do?token=ab12cd34ef56ab12cd34', '/reset-password/do'],
    ['/activate/9f2c1e7a4b8d4c1e9a7b3c2d1e0f9a8b', '/activate/:token'],
    ['/x/3f2504e0-4f89-11d3-9a0c-0305e82c3301', '/x/:token'],
    ['/unsubscribe/jane.doe@example.com', '/unsubscribe/:email'],
    ['/unsubscribe/jane.doe%40example.com', '/unsubscribe/:email'],
    ['/landers/video/summer-campaign', '/landers/video/summer-campaign'],
    ['/node_modules/@vitest/runner/dist/index.js', '/node_modules/@vitest/runner/dist/index.js'],
    ['/', '/'],
    ['', '/'],
  ])('%s → %s', (path, scrubbed) => {
    expect(scrubPath(path)).toBe(scrubbed);
  });

  it('cuts a path to the contract’s 200 characters', () => {
    expect(scrubPath(`/${'a'.repeat(300)}`)).toHaveLength(clientReportLimits.routeLength);
  });
});

describe('a report names a URL without its query', () => {
  it('drops the query and fragment, scrubs the path and keeps the origin', () => {
    expect(scrubUrl('https://sim.test/members/123?email=jane@example.com#photos')).toBe(
      'https://sim.test/members/:id',
    );
  });

  it('keeps a script’s position that follows its query in a stack', () => {
    expect(scrubUrl('https://sim.test/assets/index-DkD3kx9L.js?v=2:1:2345')).toBe(
      'https://sim.test/assets/index-DkD3kx9L.js:1:2345',
    );
    expect(scrubUrl('https://sim.test/assets/index-DkD3kx9L.js:1:2345')).toBe(
      'https://sim.test/assets/index-DkD3kx9L.js:1:2345',
    );
  });

  it('leaves out what is not a URL', () => {
    expect(scrubUrl('not a url')).toBe('[url]');
  });
});

describe('a report’s message and stack carry no personal data', () => {
  const scrub = (text: string) => scrubText(text, 4000);

  it('replaces e-mail addresses', () => {
    expect(scrub('No member jane.doe+x@example.co.uk found')).toBe('No member [email] found');
  });

  it('drops the query strings of URLs and paths, and scrubs their numbers', () => {
    expect(scrub('GET https://sim.test/api/member.php?id=123&email=a@b.cd failed')).toBe(
      'GET https://sim.test/api/member.php failed',
    );
    expect(scrub('Could not load /members/123?ref=jane@example.com')).toBe('Could not load /members/:id');
    expect(scrub('Redirected (/login?next=%2Fchats%2F5)')).toBe('Redirected (/login)');
  });

  it('replaces tokens, UUIDs and JSON web tokens', () => {
    expect(scrub('Bad code 9f2c1e7a4b8d4c1e9a7b3c2d1e0f9a8b')).toBe('Bad code [token]');
    expect(scrub('session 3f2504e0-4f89-11d3-9a0c-0305e82c3301 gone')).toBe('session [token] gone');
    expect(scrub('Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl')).toBe('Bearer [token]');
  });

  it('replaces phone numbers and other long numbers, not a stack’s positions or short numbers', () => {
    expect(scrub('Call +44 20 7946 0000 or 0612345678')).toBe('Call [number] or [number]');
    expect(scrub('Expected 3 photos, got 25')).toBe('Expected 3 photos, got 25');
    const stack = 'TypeError: x is undefined\n    at f (https://sim.test/assets/index-DkD3kx9L.js:1:2034511)';
    expect(scrub(stack)).toBe(stack);
  });

  it('keeps the wording of an ordinary message', () => {
    const message = "TypeError: Cannot read properties of undefined (reading 'name')";
    expect(scrub(message)).toBe(message);
  });

  it('cuts to the limit after scrubbing', () => {
    expect(scrubText(`${'x'.repeat(600)} a@b.cd`, 500)).toHaveLength(500);
    expect(scrubText('jane@example.com', 6)).toBe('[email');
  });
});

describe('sampling of page views for vitals', () => {
  it('picks a page view when the draw falls under the rate', () => {
    expect(pickedForSample(0.1, () => 0.05)).toBe(true);
    expect(pickedForSample(0.1, () => 0.1)).toBe(false);
    expect(pickedForSample(1, () => 0.999)).toBe(true);
    expect(pickedForSample(0, () => 0)).toBe(false);
  });

  it('takes the default 0.1 when the settings do not say, and clamps a rate outside 0–1', () => {
    expect(pickedForSample(undefined, () => 0.09)).toBe(true);
    expect(pickedForSample(undefined, () => 0.11)).toBe(false);
    expect(pickedForSample(7, () => 0.99)).toBe(true);
    expect(pickedForSample(-1, () => 0)).toBe(false);
  });

  it('picks about the rate’s share of many page views', () => {
    let seed = 1;
    // A small deterministic generator, so the share is the same on every run.
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const picked = Array.from({ length: 10_000 }, () => pickedForSample(0.1, random)).filter(Boolean);
    expect(picked.length).toBeGreaterThan(900);
    expect(picked.length).toBeLessThan(1100);
  });
});

describe('the width class', () => {
  it.each([
    [360, 'phone'],
    [767, 'phone'],
    [768, 'tablet'],
    [1199, 'tablet'],
    [1200, 'desktop'],
    [1920, 'desktop'],
  ] as const)('%i px is %s', (width, kind) => {
    expect(viewportClass(width)).toBe(kind);
  });
});

describe('the identity of an error', () => {
  const report: ClientErrorReport = {
    kind: 'error',
    message: 'boom',
    source: 'https://sim.test/a.js',
    line: 1,
    column: 2,
    route: '/',
    at: '2026-03-02T10:00:00Z',
  };

  it('is the same for the same error at another time or route, and differs by place', () => {
    expect(errorIdentity({ ...report, route: '/members', at: '2026-03-02T11:00:00Z' })).toBe(
      errorIdentity(report),
    );
    expect(errorIdentity({ ...report, column: 3 })).not.toBe(errorIdentity(report));
  });
});
