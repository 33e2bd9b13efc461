import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../tests/utils/memory-storage';
import { hasTrafficSource, readTracking, storeTrackingFromQuery } from './tracking';

let storage: Storage;

beforeEach(() => {
  storage = createMemoryStorage();
  vi.stubGlobal('localStorage', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tracking query', () => {
  it('stores the tracking parameters of a link, trimmed, and nothing else', () => {
    storeTrackingFromQuery(new URLSearchParams('network=%20ads%20&sub1=a&sub3=&page=2&ref=r'));
    expect(readTracking()).toEqual({ network: 'ads', ref: 'r', sub1: 'a' });
    expect(JSON.parse(storage.getItem('tracking') ?? 'null')).toEqual({
      network: 'ads',
      ref: 'r',
      sub1: 'a',
    });
    expect(hasTrafficSource()).toBe(true);
  });

  it('merges a later link over the earlier one', () => {
    storeTrackingFromQuery(new URLSearchParams('network=one&sub1=a&sub2=b'));
    storeTrackingFromQuery(new URLSearchParams('network=two&sub1=c'));
    expect(readTracking()).toEqual({ network: 'two', sub1: 'c', sub2: 'b' });
  });

  it('leaves the stored data alone when a link has no tracking parameters', () => {
    storeTrackingFromQuery(new URLSearchParams('network=one'));
    storeTrackingFromQuery(new URLSearchParams('page=3&network=%20%20'));
    expect(readTracking()).toEqual({ network: 'one' });
  });

  it("cuts values to the contract's lengths (100 for network and ref, 255 for sub1–sub3)", () => {
    storeTrackingFromQuery(new URLSearchParams({ ref: 'x'.repeat(300), sub1: 'y'.repeat(300) }));
    expect(readTracking().ref).toBe('x'.repeat(100));
    expect(readTracking().sub1).toBe('y'.repeat(255));
  });

  it('has no traffic source without a network', () => {
    expect(hasTrafficSource()).toBe(false);
    storeTrackingFromQuery(new URLSearchParams('ref=friend'));
    expect(hasTrafficSource()).toBe(false);
  });

  it('reads only the valid parts of a broken or hand-edited entry', () => {
    storage.setItem('tracking', '{"network":42,"ref":" r ","other":"x"}');
    expect(readTracking()).toEqual({ ref: 'r' });
    storage.setItem('tracking', 'not json');
    expect(readTracking()).toEqual({});
    storage.setItem('tracking', '["network"]');
    expect(readTracking()).toEqual({});
  });

  it('never throws when the browser refuses storage', () => {
    vi.stubGlobal('localStorage', createMemoryStorage({ failing: true }));
    expect(() => {
      storeTrackingFromQuery(new URLSearchParams('network=ads'));
    }).not.toThrow();
    expect(readTracking()).toEqual({});
    expect(hasTrafficSource()).toBe(false);
  });
});
