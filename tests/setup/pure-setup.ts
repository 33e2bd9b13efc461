import { afterEach, beforeEach, vi } from 'vitest';
import { assertNoNoise, recordConsole } from './noise';

// Noise is fatal here too: a console.error or console.warn fails the test that caused it.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(recordConsole('error'));
  vi.spyOn(console, 'warn').mockImplementation(recordConsole('warn'));
});

afterEach(() => {
  assertNoNoise();
});
