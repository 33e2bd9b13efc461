/**
 * Noise is fatal: console.error / console.warn (React warnings included) and requests no simulated
 * handler knows are recorded here, and the test that caused them fails in afterEach.
 */
const noise: string[] = [];

const describe = (value: unknown): string =>
  value instanceof Error ? (value.stack ?? value.message) : String(value);

export const recordConsole =
  (kind: 'error' | 'warn') =>
  (...args: unknown[]): void => {
    noise.push(`console.${kind}: ${args.map(describe).join(' ')}`);
  };

export const recordUnhandledRequest = (request: Request): void => {
  noise.push(`unhandled request: ${request.method} ${request.url}`);
};

/** Throws (failing the current test) when anything was recorded; clears the record either way. */
export const assertNoNoise = (): void => {
  const found = noise.splice(0);
  if (found.length > 0) throw new Error(`Test produced unexpected output:\n${found.join('\n')}`);
};
