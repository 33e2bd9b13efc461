import { afterEach, describe, expect, it } from 'vitest';
import { clock } from './clock';

afterEach(() => {
  clock.reset();
});

describe('clock', () => {
  it('follows the real time by default', () => {
    expect(Math.abs(clock.nowMs() - Date.now())).toBeLessThan(50);
  });

  it('can be frozen and moved', () => {
    clock.freeze(new Date('2026-01-01T10:00:00Z'));
    clock.advance(4 * 3600);
    expect(clock.now().toISOString()).toBe('2026-01-01T14:00:00.000Z');
  });

  it('keeps running after a jump', () => {
    clock.set(new Date('2030-05-05T00:00:00Z'));
    expect(clock.nowMs() - Date.parse('2030-05-05T00:00:00Z')).toBeGreaterThanOrEqual(0);
    expect(clock.nowMs() - Date.parse('2030-05-05T00:00:00Z')).toBeLessThan(1000);
  });
});
