/**
 * The simulation's running numbers (session tokens, mailed tokens, order ids). They live here,
 * beside the database, so they restart with it: the same seed, start and requests give the same
 * tokens and ids, to the byte, after any number of resets (tests compare state digests).
 */
const counterNames = ['session', 'mailToken', 'orderId'] as const;

export type CounterName = (typeof counterNames)[number];
export type Counters = Record<CounterName, number>;

const zero = (): Counters => ({ session: 0, mailToken: 0, orderId: 0 });

let counters: Counters = zero();

/** The next number of a counter: 1 after a reset, then 2, 3… */
export const nextCounter = (name: CounterName): number => {
  counters[name] += 1;
  return counters[name];
};

export const resetCounters = (): void => {
  counters = zero();
};

export const dumpCounters = (): Counters => ({ ...counters });

/** Restores counters from a dump; a counter the dump lacks (an older dump) starts at 0. */
export const loadCounters = (dumped: Partial<Record<string, unknown>>): void => {
  counters = zero();
  for (const name of counterNames) {
    const value = dumped[name];
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) counters[name] = value;
  }
};
