import { readString, sessionStore, writeString } from './storage';

/** Session-storage key holding when the page last reloaded itself after a chunk failed to load. */
export const chunkReloadKey = 'chunk-reload-at';

/** Spec §9: a chunk-load failure reloads the page at most once per 60 s. */
export const chunkReloadIntervalMs = 60_000;

/**
 * Whether a chunk that failed to load (usually a new deploy replaced it) may reload the page; when
 * it may, the time is recorded so a chunk that stays broken cannot reload the page in a loop.
 * The time is the wall clock, not the simulation clock of src/lib/clock: that clock's offset lives
 * in memory, and the reload it guards throws it away. When the time cannot be recorded (storage
 * refused or full) the page never reloads, for the same reason.
 */
export const shouldReloadForChunkError = (
  now: number = Date.now(),
  storage: Storage | undefined = sessionStore(),
): boolean => {
  const last = Number(readString(storage, chunkReloadKey) ?? Number.NaN);
  // A recorded time in the future (the wall clock was set back) does not count as recent.
  const reloadedRecently = now - last >= 0 && now - last < chunkReloadIntervalMs;
  if (reloadedRecently) return false;
  return writeString(storage, chunkReloadKey, String(now));
};
