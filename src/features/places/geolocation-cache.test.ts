import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../lib/clock';
import { cachedPosition, cachedPositionKey, positionForPress } from './geolocation-cache';
import { permissionAfter } from './geolocation-permission';

const hour = 60 * 60;

/** A browser that is at (52.37, 4.9); the mock counts how often it was asked. */
const fakeGeolocation = () => {
  const getCurrentPosition = vi.fn((success: PositionCallback) => {
    success({ coords: { latitude: 52.37, longitude: 4.9 }, timestamp: 0 } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
};

const amsterdam = { kind: 'position', lat: 52.37, lon: 4.9 };

beforeEach(() => {
  clock.freeze(new Date('2026-11-27T12:00:00Z'));
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('the position kept for an hour (spec §4, §9)', () => {
  it('is used for presses within the hour, and asked for again once the hour is over', async () => {
    const ask = fakeGeolocation();
    expect(await positionForPress({ fresh: false })).toEqual(amsterdam);
    clock.advance(hour - 1);
    expect(await positionForPress({ fresh: false })).toEqual(amsterdam);
    expect(ask).toHaveBeenCalledTimes(1);
    clock.advance(1);
    expect(cachedPosition()).toBeUndefined();
    expect(await positionForPress({ fresh: false })).toEqual(amsterdam);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('is not used when the press wants a fresh answer, and is forgotten then', async () => {
    const ask = fakeGeolocation();
    await positionForPress({ fresh: false });
    await positionForPress({ fresh: true });
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['not JSON', '{lat: 52'],
    ['a list', '[52.37, 4.9]'],
    [
      'a latitude that is text',
      JSON.stringify({ lat: '52.37', lon: 4.9, at: Date.parse('2026-11-27T11:59:00Z') }),
    ],
    [
      'a latitude beyond the pole',
      JSON.stringify({ lat: 91, lon: 4.9, at: Date.parse('2026-11-27T11:59:00Z') }),
    ],
    ['no time', JSON.stringify({ lat: 52.37, lon: 4.9 })],
    ['a time after now', JSON.stringify({ lat: 52.37, lon: 4.9, at: Date.parse('2026-11-27T13:00:00Z') })],
  ])('is ignored when it is %s', async (_case, stored) => {
    const ask = fakeGeolocation();
    localStorage.setItem(cachedPositionKey, stored);
    expect(cachedPosition()).toBeUndefined();
    expect(await positionForPress({ fresh: false })).toEqual(amsterdam);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('still answers with the browser’s position when the storage refuses to keep it', async () => {
    const ask = fakeGeolocation();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(await positionForPress({ fresh: false })).toEqual(amsterdam);
    expect(await positionForPress({ fresh: false })).toEqual(amsterdam);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('says unsupported, and keeps nothing, where the browser has no geolocation', async () => {
    expect(await positionForPress({ fresh: false })).toEqual({ kind: 'unsupported' });
    expect(localStorage.getItem(cachedPositionKey)).toBeNull();
  });
});

describe('what an attempt says about the permission', () => {
  it('is granted by a position, refused or unsupported as answered, and unchanged by no fix', () => {
    expect(permissionAfter('unknown', 'position')).toBe('granted');
    expect(permissionAfter('granted', 'denied')).toBe('denied');
    expect(permissionAfter('unknown', 'unsupported')).toBe('unsupported');
    expect(permissionAfter('denied', 'unavailable')).toBe('denied');
    expect(permissionAfter('unknown', 'unavailable')).toBe('unknown');
  });
});
