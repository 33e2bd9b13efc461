/**
 * Whether the simulated state may differ from a fresh seed. Any handled request or direct seeding
 * marks it dirty; a reset marks it clean. Test setups mark a dirty state stale between tests, and
 * the next handled request reseeds first — so tests that never call the simulation never pay
 * for a seed (~0.3 s).
 */
let state: 'clean' | 'dirty' | 'stale' = 'stale';

export const markDirty = (): void => {
  if (state === 'clean') state = 'dirty';
};

export const markClean = (): void => {
  state = 'clean';
};

/** Between tests: whatever the last test changed is reseeded before the next request. */
export const markStaleIfDirty = (): void => {
  if (state === 'dirty') state = 'stale';
};

/** The next handled request reseeds, whatever happened before (a new test file). */
export const markStale = (): void => {
  state = 'stale';
};

export const isStale = (): boolean => state === 'stale';
