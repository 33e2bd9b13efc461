import { shouldReloadForChunkError } from '../../lib/chunk-reload-guard';

/**
 * What a chunk that failed to load leads to. Offline, the failure says nothing about a new deploy,
 * and a reload would only put the browser's own offline page in place of the app (and lose what
 * was typed): the app waits for the connection and leaves the once-a-minute reload unspent.
 * Online, spec §8: reload once, at most once per 60 s, else the error page.
 */
export type ChunkFailureAction = 'wait-for-connection' | 'reload' | 'show-error';

export const chunkFailureAction = (
  online: boolean,
  reloadAllowed: () => boolean = shouldReloadForChunkError,
): ChunkFailureAction => {
  if (!online) return 'wait-for-connection';
  return reloadAllowed() ? 'reload' : 'show-error';
};

/** The browser's own word on the connection; where there is no browser, assume one. */
export const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine;

/** Resolves at the next `online` event, or at once when the browser says it is online. */
export const connectionBack = (): Promise<void> =>
  new Promise((resolve) => {
    if (browserOnline()) {
      resolve();
      return;
    }
    window.addEventListener(
      'online',
      () => {
        resolve();
      },
      { once: true },
    );
  });
