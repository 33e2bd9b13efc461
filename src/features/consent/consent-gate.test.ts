import { describe, expect, it } from 'vitest';
import {
  bounceLoggingAllowed,
  pageHiddenBeaconAllowed,
  storableTracking,
  trafficSourceNeeded,
} from './consent-gate';
import type { ConsentChoice } from './consent-store';

const choice = (statistics: boolean, marketing: boolean): ConsentChoice => ({
  version: 1,
  at: '2026-01-01T00:00:00.000Z',
  statistics,
  marketing,
});
const link = new URLSearchParams('network=ads&ref=r1&sub1=a&sub2=b&sub3=c&lb=1&page=2');
const entries = (params: URLSearchParams) => Object.fromEntries(params.entries());

describe('consent gates (decision 030)', () => {
  it('lets every tracking value through only with consent to marketing', () => {
    expect(entries(storableTracking(link, choice(false, true), false))).toEqual({
      network: 'ads',
      ref: 'r1',
      sub1: 'a',
      sub2: 'b',
      sub3: 'c',
    });
  });

  it('stores nothing before a choice, after a refusal, or with statistics alone', () => {
    expect(entries(storableTracking(link, undefined, false))).toEqual({});
    expect(entries(storableTracking(link, choice(false, false), false))).toEqual({});
    expect(entries(storableTracking(link, choice(true, false), false))).toEqual({});
  });

  it('keeps the network alone, as necessary, where the site lets only visitors from a source in', () => {
    expect(entries(storableTracking(link, undefined, true))).toEqual({ network: 'ads' });
    expect(entries(storableTracking(link, choice(false, false), true))).toEqual({ network: 'ads' });
    expect(entries(storableTracking(new URLSearchParams('ref=r1'), undefined, true))).toEqual({});
  });

  it('knows when the site reads the traffic source', () => {
    expect(
      trafficSourceNeeded({ signups: 'with_trafficsource', logged_out_search_trafficsource: false }),
    ).toBe(true);
    expect(trafficSourceNeeded({ signups: 'all', logged_out_search_trafficsource: true })).toBe(true);
    expect(trafficSourceNeeded({ signups: 'all', logged_out_search_trafficsource: false })).toBe(false);
    expect(trafficSourceNeeded({ signups: 'invite_only', logged_out_search_trafficsource: false })).toBe(
      false,
    );
  });

  it('turns page-bounce logging on only for lb with consent to statistics', () => {
    expect(bounceLoggingAllowed(link, choice(true, false))).toBe(true);
    expect(bounceLoggingAllowed(link, choice(false, true))).toBe(false);
    expect(bounceLoggingAllowed(link, undefined)).toBe(false);
    expect(bounceLoggingAllowed(new URLSearchParams('page=2'), choice(true, true))).toBe(false);
  });

  it('sends a member’s page-hidden beacon always, a visitor’s only with logging and consent', () => {
    expect(pageHiddenBeaconAllowed({ loggedIn: true, bounceLogging: false, choice: undefined })).toBe(true);
    expect(pageHiddenBeaconAllowed({ loggedIn: false, bounceLogging: true, choice: undefined })).toBe(false);
    expect(
      pageHiddenBeaconAllowed({ loggedIn: false, bounceLogging: true, choice: choice(false, true) }),
    ).toBe(false);
    expect(
      pageHiddenBeaconAllowed({ loggedIn: false, bounceLogging: true, choice: choice(true, false) }),
    ).toBe(true);
    expect(
      pageHiddenBeaconAllowed({ loggedIn: false, bounceLogging: false, choice: choice(true, true) }),
    ).toBe(false);
  });
});
