import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from '../../mocks/node';
import { resetSimulation } from '../../mocks/reset';

/**
 * Noise is fatal: a console.error / console.warn (React warnings included) or a request no
 * simulated handler knows fails the test that caused it. A test that expects such output says so
 * with `expectConsole` from tests/utils.
 */
const noise: string[] = [];

// The first render of a lazy route compiles its chunk; on 2 slow cores that can take seconds.
configure({ asyncUtilTimeout: 5000 });

const record =
  (kind: 'error' | 'warn') =>
  (...args: unknown[]) => {
    noise.push(`console.${kind}: ${args.map((a) => (a instanceof Error ? a.stack ?? a.message : String(a))).join(' ')}`);
  };

beforeAll(() => {
  server.listen({
    onUnhandledRequest: (request) => {
      noise.push(`unhandled request: ${request.method} ${request.url}`);
    },
  });
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(record('error'));
  vi.spyOn(console, 'warn').mockImplementation(record('warn'));
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetSimulation();
  document.cookie.split('; ').forEach((cookie) => {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
  const found = noise.splice(0);
  if (found.length > 0) throw new Error(`Test produced unexpected output:\n${found.join('\n')}`);
});

afterAll(() => {
  server.close();
});

/** For tests that provoke output on purpose; returns and clears what was recorded. */
export const takeNoise = (): string[] => noise.splice(0);
