import type { ScenarioExpect } from './scenario';

/**
 * The assertions a step makes, outside a test framework: the CLI (`npm run scenario`) and the
 * cockpit play scenarios with this `expect`, vitest and Playwright with their own. `toEqual` and
 * `toMatchObject` follow vitest's rules, so a step passes or fails the same everywhere.
 */
export class ScenarioExpectationError extends Error {
  override name = 'ScenarioExpectationError';
}

/** Long enough to show an answer's status and error code, short enough to read in a terminal. */
const shownLength = 300;

/** A value as a tester reads it: JSON where it has one, trimmed; never throws. */
export const describeValue = (value: unknown, maxLength = shownLength): string => {
  let text: string;
  if (value === undefined) text = 'undefined';
  else if (typeof value === 'bigint') text = `${value.toString()}n`;
  else if (typeof value === 'function') text = `[function ${value.name || 'anonymous'}]`;
  else if (typeof value === 'symbol') text = value.toString();
  else if (typeof value === 'number' && !Number.isFinite(value)) text = String(value);
  else if (Object.is(value, -0)) text = '-0';
  else if (value instanceof Error) text = `${value.name}: ${value.message}`;
  else {
    const seen = new WeakSet<object>();
    // Only strings, numbers, booleans, null and objects are left: JSON writes them all.
    try {
      text = JSON.stringify(value, (_key, item: unknown) => {
        if (typeof item === 'bigint') return `${item.toString()}n`;
        if (typeof item === 'object' && item !== null) {
          if (seen.has(item)) return '[circular]';
          seen.add(item);
        }
        return item;
      });
    } catch {
      // A getter that throws, say: the kind of value is still worth saying.
      text = Object.prototype.toString.call(value);
    }
  }
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
};

interface Difference {
  /** Where, from the received value: `body.payment.state`, `items[2]`; empty at the top. */
  path: string;
  /** What differs there, in words. */
  detail: string;
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

const typeTag = (value: object): string => Object.prototype.toString.call(value);

const childPath = (path: string, key: string | number): string => {
  if (typeof key === 'number') return `${path}[${String(key)}]`;
  const plain = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
  if (plain !== key) return `${path}[${plain}]`;
  return path === '' ? key : `${path}.${key}`;
};

const mismatch = (path: string, expected: unknown, received: unknown): Difference => ({
  path,
  detail: `expected ${describeValue(expected, 120)}, received ${describeValue(received, 120)}`,
});

/** Own enumerable keys whose value is not undefined: vitest's toEqual treats the rest as absent. */
const definedKeys = (value: object): string[] =>
  Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined);

/**
 * The first place where `received` is not `expected`: equal (`subset` false: vitest's toEqual) or
 * containing it (`subset` true: toMatchObject — objects partial, arrays the same length with each
 * item matched the same way). Undefined when they match.
 */
const firstDifference = (
  received: unknown,
  expected: unknown,
  subset: boolean,
  path: string,
  seen: WeakMap<object, unknown>,
): Difference | undefined => {
  if (Object.is(received, expected)) return undefined;
  if (!isObject(expected) || !isObject(received)) return mismatch(path, expected, received);
  // A value met again on the way down (a cycle) compares as it did the first time.
  if (seen.get(expected) === received) return undefined;
  seen.set(expected, received);

  if (typeTag(expected) !== typeTag(received)) return mismatch(path, expected, received);
  if (expected instanceof Date && received instanceof Date)
    return Object.is(expected.getTime(), received.getTime()) ? undefined : mismatch(path, expected, received);
  if (expected instanceof RegExp && received instanceof RegExp)
    return String(expected) === String(received) ? undefined : mismatch(path, expected, received);
  if (expected instanceof Error && received instanceof Error && expected.message !== received.message)
    return mismatch(path, expected.message, received.message);

  if (expected instanceof Map && received instanceof Map) {
    if (expected.size !== received.size) return mismatch(path, expected, received);
    for (const [key, item] of expected) {
      if (!received.has(key)) return mismatch(path, expected, received);
      const found = firstDifference(
        received.get(key),
        item,
        subset,
        `${path}.get(${describeValue(key, 40)})`,
        seen,
      );
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (expected instanceof Set && received instanceof Set) {
    const items = [...received];
    const missing = [...expected].some((item: unknown) =>
      items.every(
        (other: unknown) => firstDifference(other, item, subset, path, new WeakMap()) !== undefined,
      ),
    );
    return expected.size === received.size && !missing ? undefined : mismatch(path, [...expected], items);
  }
  if (Array.isArray(expected) && Array.isArray(received)) {
    if (expected.length !== received.length)
      return {
        path,
        detail: `expected ${String(expected.length)} items, received ${String(received.length)}: ${describeValue(received, 120)}`,
      };
    for (let index = 0; index < expected.length; index += 1) {
      const found = firstDifference(
        received[index] as unknown,
        expected[index] as unknown,
        subset,
        childPath(path, index),
        seen,
      );
      if (found !== undefined) return found;
    }
    return undefined;
  }

  const want = expected as Record<string, unknown>;
  const got = received as Record<string, unknown>;
  const keys = subset ? Object.keys(want) : definedKeys(want);
  for (const key of keys) {
    // toMatchObject names properties that must be there, even with the value undefined.
    if (!(key in got) || (!subset && got[key] === undefined))
      return {
        path: childPath(path, key),
        detail: `expected ${describeValue(want[key], 120)}, received nothing`,
      };
    const found = firstDifference(got[key], want[key], subset, childPath(path, key), seen);
    if (found !== undefined) return found;
  }
  if (!subset) {
    const extra = definedKeys(got).find((key) => want[key] === undefined);
    if (extra !== undefined)
      return {
        path: childPath(path, extra),
        detail: `expected nothing, received ${describeValue(got[extra], 120)}`,
      };
  }
  return undefined;
};

function fail(matcher: string, lines: string[]): never {
  throw new ScenarioExpectationError([`expect(received).${matcher}(expected)`, ...lines].join('\n'));
}

const where = (difference: Difference): string =>
  difference.path === '' ? difference.detail : `${difference.path}: ${difference.detail}`;

/** A standalone `expect` with the three matchers scenarios use; a failure throws ScenarioExpectationError. */
export const expect: ScenarioExpect = (actual) => ({
  toBe: (expected) => {
    if (Object.is(actual, expected)) return;
    const sameValue =
      isObject(actual) && firstDifference(actual, expected, false, '', new WeakMap()) === undefined;
    fail('toBe', [
      `Expected: ${describeValue(expected)}`,
      `Received: ${describeValue(actual)}`,
      ...(sameValue ? ['(equal values, but not the same object: toEqual compares values)'] : []),
    ]);
  },
  toEqual: (expected) => {
    const difference = firstDifference(actual, expected, false, '', new WeakMap());
    if (difference === undefined) return;
    fail('toEqual', [
      where(difference),
      `Expected: ${describeValue(expected)}`,
      `Received: ${describeValue(actual)}`,
    ]);
  },
  toMatchObject: (expected) => {
    if (!isObject(actual))
      fail('toMatchObject', [`received value must be an object, received ${describeValue(actual)}`]);
    const difference = firstDifference(actual, expected, true, '', new WeakMap());
    if (difference === undefined) return;
    fail('toMatchObject', [
      where(difference),
      `Expected (part): ${describeValue(expected)}`,
      `Received: ${describeValue(actual)}`,
    ]);
  },
});
