import { useEffect, useSyncExternalStore } from 'react';
import { reloadPage } from '../../lib/page-load';
import { browserOnline, chunkFailureAction, connectionBack } from './chunk-failure-action';
import { isChunkLoadError } from './chunk-load-error';

/** Whether each chunk failure was allowed to reload the page; absent while undecided. */
const decisions = new WeakMap<Error, 'waiting' | boolean>();
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const settle = (error: Error, decision: 'waiting' | boolean) => {
  decisions.set(error, decision);
  for (const listener of listeners) listener();
};

/**
 * Asks the guard once per failure and reloads when it agrees. Asking again for the same failure
 * (StrictMode runs effects twice) would be refused and show the error page mid-reload. Offline,
 * the question waits for the connection: a reload then would show the browser's offline page.
 */
const decide = (error: Error): void => {
  const decided = decisions.get(error);
  if (decided !== undefined && decided !== 'waiting') return;
  const action = chunkFailureAction(browserOnline());
  if (action === 'wait-for-connection') {
    if (decided === 'waiting') return;
    settle(error, 'waiting');
    void connectionBack().then(() => {
      decide(error);
    });
    return;
  }
  if (action === 'reload') reloadPage();
  settle(error, action === 'reload');
};

/**
 * For a chunk that failed to load: 'reloading' while the page reloads (or is about to decide to),
 * 'offline' while it waits for the connection to come back, 'refused' when it reloaded within the
 * last minute already. The guard is asked after commit, not while rendering: React may render a
 * failure and throw that render away, and a discarded render must not spend the one reload.
 * Anything else thrown is 'not-a-chunk'.
 */
export const useChunkReload = (error: unknown): 'not-a-chunk' | 'reloading' | 'offline' | 'refused' => {
  const chunkError = isChunkLoadError(error) ? error : undefined;
  const decision = useSyncExternalStore(subscribe, () =>
    chunkError === undefined ? undefined : decisions.get(chunkError),
  );
  useEffect(() => {
    if (chunkError !== undefined) decide(chunkError);
  }, [chunkError]);
  if (chunkError === undefined) return 'not-a-chunk';
  if (decision === 'waiting') return 'offline';
  return decision === false ? 'refused' : 'reloading';
};
