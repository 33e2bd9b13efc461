import {
  complaints,
  deletionRequests,
  idempotentAnswers,
  loginFailures,
  outbox,
  sessions,
  tokens,
} from './auth';
import {
  creditBundles,
  directDebitMandates,
  discountCodes,
  discountUses,
  orders,
  payments,
  transactions,
} from './commerce';
import { resetCounters } from './counters';
import { members } from './members';
import { photos } from './photos';
import { reports } from './reports';
import {
  blocks,
  conversations,
  gifts,
  likes,
  messages,
  notifications,
  notificationSettings,
  swipeDays,
} from './social';

/** Every collection of the simulated database, by name (for reset and for comparing seeds). */
export const collections = {
  members,
  photos,
  sessions,
  loginFailures,
  tokens,
  outbox,
  idempotentAnswers,
  deletionRequests,
  complaints,
  conversations,
  messages,
  likes,
  blocks,
  reports,
  swipeDays,
  gifts,
  notifications,
  notificationSettings,
  creditBundles,
  discountCodes,
  discountUses,
  orders,
  payments,
  transactions,
  directDebitMandates,
};

export type CollectionName = keyof typeof collections;

export const collectionNames = Object.keys(collections) as CollectionName[];

/** Empties one collection (see clearDatabase for why by truncation). */
export const clearCollection = (name: CollectionName): void => {
  collections[name].all().length = 0;
};

/**
 * Empties every collection and restarts the counters. `clear()` deletes record by record (quadratic on the 10,000-message
 * conversation, seconds per reset); `all()` hands out the collection's own record list, and no
 * relations are defined here, so truncating that list is the same result at once. The seed test
 * fails if a version of @msw/data stops working this way.
 */
export const clearDatabase = (): void => {
  for (const name of collectionNames) clearCollection(name);
  // Tokens and ids count from 1 again, so a fresh database hands out the same ones each time.
  resetCounters();
};

/** The whole database as plain data, in a stable order. */
export const dumpDatabase = (): Record<string, unknown[]> =>
  Object.fromEntries(Object.entries(collections).map(([name, collection]) => [name, collection.all()]));

/** Next free numeric id of a collection whose records have `id: number`. */
export const nextId = (records: readonly { id: number }[]): number =>
  records.reduce((max, record) => Math.max(max, record.id), 0) + 1;
