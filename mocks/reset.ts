import { clock } from '../src/lib/clock';
import { clearClientReports } from './control/client-reports';
import { isStale, markClean, markDirty, markStale } from './control/dirty';
import { clearFaults } from './control/faults';
import { clearRequestLog } from './control/request-log';
import { resetSite } from './db/site-settings';
import { setPaymentOutcome } from './control/payment-outcome';
import { defaultSeed, forgetLastSeedStart, lastSeedStart } from './seed/seed-start';
import type { SeedOptions } from './seed/seed';

let lastOptions: SeedOptions = {};

/**
 * Restores the simulated backend to its seeded state: database, faults, request log and the app's
 * error and vitals reports. The clock restarts where the seed's start was, unless a new start is
 * given. The seed module (and faker with it) loads only when a seed is needed.
 */
export const resetSimulation = async (options: SeedOptions = lastOptions): Promise<void> => {
  lastOptions = options;
  if (options.start !== undefined) clock.set(new Date(options.start));
  else clock.reset();
  clearFaults();
  clearRequestLog();
  clearClientReports();
  resetSite();
  setPaymentOutcome('complete');
  const { seedDatabase } = await import('./seed/seed');
  await seedDatabase(options);
  markClean();
};

/** The seed the simulation was last reset to (the cockpit shows it, and a reset keeps it). */
export const currentSeed = (): number => lastOptions.seed ?? defaultSeed;

/**
 * For test runners that keep modules between test files (vitest with isolate: false): the next
 * file starts as a fresh module would — default seed, starting at the clock's now — instead of
 * reusing the options and the start of the file before.
 */
export const startNextFileFresh = (): void => {
  lastOptions = {};
  forgetLastSeedStart();
  markStale();
};

/**
 * A world restored from a save (the browser's persistent world) is the one to keep: no reseed on
 * the next request, though it is not the seed's.
 */
export const keepRestoredWorld = (): void => {
  markClean();
  markDirty();
};

let beforeEachRequest: (() => Promise<void>) | undefined;

/**
 * Work to do before every simulated request, before anything else: the browser's persistent world
 * waits for its tab's turn and brings in what other tabs saved (mocks/persistence).
 */
export const runBeforeEachRequest = (work: (() => Promise<void>) | undefined): void => {
  beforeEachRequest = work;
};

let reseeding: Promise<void> | undefined;

/**
 * Reseeds the database when the state was marked stale (test setups); a no-op otherwise. Site
 * settings, clock and faults are the test's own and stay as it set them. Requests arrive together
 * (a screen asks for the user, chats and likes at once), so they all wait for the one reseed in
 * flight — two seeds at once would insert every row twice.
 */
export const ensureFreshSimulation = async (): Promise<void> => {
  if (beforeEachRequest !== undefined) await beforeEachRequest();
  if (reseeding !== undefined) return reseeding;
  if (!isStale()) return;
  reseeding = (async () => {
    const { seedDatabase } = await import('./seed/seed');
    // Same start as the last seed: between tests the data is the same, and generated only once.
    await seedDatabase({ ...lastOptions, start: lastOptions.start ?? lastSeedStart() });
    markClean();
  })();
  try {
    await reseeding;
  } finally {
    reseeding = undefined;
  }
};
