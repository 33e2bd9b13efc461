import { describe, expect, it } from 'vitest';
import { assertNoNoise } from '../setup/noise';

/** The checks the shared afterEach runs: each must throw, or noisy tests would pass. */
describe('test setup fails noisy tests', () => {
  it('a console.error fails the test', () => {
    console.error('deliberate error');
    expect(assertNoNoise).toThrow(/console\.error: deliberate error/);
  });

  it('a console.warn fails the test', () => {
    console.warn('deliberate warning');
    expect(assertNoNoise).toThrow(/console\.warn: deliberate warning/);
  });

  it('a request no simulated handler knows fails the test', async () => {
    await fetch('/api/no-such-call.php').catch(() => undefined);
    expect(assertNoNoise).toThrow(/unhandled request: GET .*\/api\/no-such-call\.php/);
  });

  it('a quiet test passes', () => {
    expect(assertNoNoise).not.toThrow();
  });
});
