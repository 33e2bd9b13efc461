import { useEffect, useState } from 'react';
import { browserOnline, connectionBack } from './chunk-failure-action';
import { isChunkLoadError } from './chunk-load-error';

export type LazyPartState<Module> =
  { name: 'loading' } | { name: 'failed' } | { name: 'ready'; module: Module };

export interface LazyPart<Module> {
  /**
   * The fetch of the part's chunk. An object, so tests can make it hang or fail as it does on a
   * slow or broken connection.
   */
  code: { load: () => Promise<Module> };
  /** Starts the fetch without waiting for it (a head start while the screen waits for data). */
  prefetch: () => void;
  /**
   * The part's code for a screen: ready at once when it came before the first render, else
   * loading, then ready or failed. `retry` fetches again; offline, a failed fetch is also tried
   * again by itself the moment the connection is back.
   */
  useModule: () => { state: LazyPartState<Module>; retry: () => void };
  /**
   * Forgets a fetched chunk, as a fresh page load would. For tests: their files share one module
   * registry (vitest `isolate: false`), so another file's render may have fetched it already.
   */
  forget: () => void;
}

/**
 * A part of a screen in a chunk of its own, which the screen's first render does not wait for
 * (react-aria's forms: decision 013). One fetch for the head start and the screen; a failed one
 * is forgotten, so the next try fetches.
 */
export const lazyPart = <Module>(load: () => Promise<Module>): LazyPart<Module> => {
  const code = { load };
  let loaded: Module | undefined;
  let pending: Promise<Module> | undefined;

  const fetchPart = (): Promise<Module> => {
    pending ??= code.load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  const useModule = () => {
    const [state, setState] = useState<LazyPartState<Module>>(() =>
      loaded === undefined ? { name: 'loading' } : { name: 'ready', module: loaded },
    );
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
      let current = true;
      // Also when the code is in already: it may have come between the first render and now.
      fetchPart().then(
        (module) => {
          if (current) setState((shown) => (shown.name === 'ready' ? shown : { name: 'ready', module }));
        },
        (error: unknown) => {
          if (!current) return;
          setState({ name: 'failed' });
          if (!browserOnline() && isChunkLoadError(error)) {
            void connectionBack().then(() => {
              if (current) setAttempt((count) => count + 1);
            });
          }
        },
      );
      return () => {
        current = false;
      };
    }, [attempt]);

    const retry = () => {
      setState({ name: 'loading' });
      setAttempt((count) => count + 1);
    };
    return { state, retry };
  };

  return {
    code,
    prefetch: () => {
      // Only a head start: the screen reports a failure when it asks again.
      fetchPart().catch(() => undefined);
    },
    useModule,
    forget: () => {
      loaded = undefined;
      pending = undefined;
    },
  };
};
