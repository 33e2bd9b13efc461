import type { Settings } from '../../generated/model';
import { clock } from '../../src/lib/clock';
import { clearCollection, collectionNames, collections, type CollectionName } from '.';
import { listFaults, replaceFaults, type Fault } from '../control/faults';
import {
  chosenPaymentOutcome,
  setPaymentOutcome,
  type OutcomeScope,
  type PaymentOutcome,
} from '../control/payment-outcome';
import { dumpCounters, loadCounters, resetCounters, type Counters } from './counters';
import { configureSite, resetSite, siteSettings } from './site-settings';

/** What besides the collections makes up the simulated world; small, so saved whole each time. */
export interface WorldMeta {
  site: Settings;
  /**
   * How far the simulation's clock is from the real time. Kept as a distance rather than a
   * moment: a world restored a day later has aged a day, and tabs that share it agree on the time.
   */
  clock: { offsetMs: number };
  counters: Counters;
  /**
   * The faults in force: in the browser a tester's fault must outlive the page load that becoming
   * a persona causes (the cockpit, decision 033). Absent in worlds saved before they were kept.
   */
  faults?: Fault[];
  /** How the simulated provider settles payments, for the same reason. */
  paymentOutcome?: { outcome: PaymentOutcome; scope: OutcomeScope };
}

/** The whole simulated world as plain data (JSON and IndexedDB can hold it). */
export interface StateDump extends WorldMeta {
  collections: Record<CollectionName, unknown[]>;
}

/**
 * A collection's records as plain objects. Their nested arrays and objects are the live records'
 * own: an update replaces a record with a new one and never changes the old in place, so a dump
 * stays as it was taken (and copying 10,000 messages deeply would double the time of a save).
 */
export const dumpCollection = (name: CollectionName): unknown[] =>
  collections[name].all().map((record) => ({ ...record }));

/** A collection of any schema, for records that come unchecked from a dump. */
type Refillable = { create: (value: never) => Promise<unknown> };

// `create` checks every record against the collection's schema, so a stored record of an older
// shape fails loudly here instead of misleading a handler later.
const refill = async (collection: Refillable, records: readonly unknown[]): Promise<void> => {
  for (const record of records) await collection.create(record as never);
};

/** Replaces a collection's records with dumped ones. */
export const loadCollection = async (name: CollectionName, records: readonly unknown[]): Promise<void> => {
  clearCollection(name);
  await refill(collections[name], records);
};

export const dumpMeta = (): WorldMeta => ({
  site: structuredClone(siteSettings()),
  clock: { offsetMs: clock.nowMs() - Date.now() },
  counters: dumpCounters(),
  faults: structuredClone([...listFaults()]),
  paymentOutcome: structuredClone(chosenPaymentOutcome()),
});

export const loadMeta = (meta: WorldMeta): void => {
  resetSite();
  configureSite(structuredClone(meta.site));
  clock.set(new Date(Date.now() + meta.clock.offsetMs));
  loadCounters(meta.counters);
  replaceFaults(meta.faults ?? []);
  setPaymentOutcome(meta.paymentOutcome?.outcome ?? 'complete', meta.paymentOutcome?.scope ?? {});
};

export const dumpState = (): StateDump => ({
  ...dumpMeta(),
  collections: Object.fromEntries(collectionNames.map((name) => [name, dumpCollection(name)])) as Record<
    CollectionName,
    unknown[]
  >,
});

/** Restores a dump exactly: every collection, the site, the clock's distance and the counters. */
export const loadState = async (dump: StateDump): Promise<void> => {
  resetCounters();
  for (const name of collectionNames) await loadCollection(name, dump.collections[name]);
  loadMeta(dump);
};

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
};

/** JSON with every object's keys sorted, so equal worlds give equal text whatever the key order. */
export const canonicalJson = (value: unknown): string => JSON.stringify(canonical(value));
