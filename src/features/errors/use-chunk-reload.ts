import { useEffect, useSyncExternalStore } from 'react';
import { shouldReloadForChunkError } from '../../lib/chunk-reload-guard';
import { isChunkLoadError } from './chunk-load-error';
import { reloadPage } from '../../lib/page-load';

/** Whether each chunk failure was allowed to reload the page; absent while undecided. */
const decisions = new WeakMap<Error, boolean>();
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * Asks the guard once per failure and reloads when it agrees. Asking again for the same failure
 * (StrictMode runs effects twice) would be refused and show the error page mid-reload.
 */
const decide = (error: Error): void => {
  if (decisions.has(error)) return;
  const allowed = shouldReloadForChunkError();
  decisions.set(error, allowed);
  if (allowed) reloadPage();
  for (const listener of listeners) listener();
};

/**
 * For a chunk that failed to load: 'reloading' while the page reloads (or is about to decide to),
 * 'refused' when it reloaded within the last minute already. The guard is asked after commit, not
 * while rendering: React may render a failure and throw that render away, and a discarded render
 * must not spend the one reload. Anything else thrown is 'not-a-chunk'.
 */
export const useChunkReload = (error: unknown): 'not-a-chunk' | 'reloading' | 'refused' => {
  const chunkError = isChunkLoadError(error) ? error : undefined;
  const allowed = useSyncExternalStore(subscribe, () =>
    chunkError === undefined ? undefined : decisions.get(chunkError),
  );
  useEffect(() => {
    if (chunkError !== undefined) decide(chunkError);
  }, [chunkError]);
  if (chunkError === undefined) return 'not-a-chunk';
  return allowed === false ? 'refused' : 'reloading';
};
