import { useEffect, useState } from 'react';
import { browserOnline, connectionBack, isChunkLoadError } from '../errors';

export type SettingsSectionsModule = typeof import('./settings-sections');

/**
 * The fetch of the settings forms' chunk. An object, so tests can make it hang or fail as it does
 * on a slow or broken connection.
 */
export const settingsSectionsCode = {
  load: (): Promise<SettingsSectionsModule> => import('./settings-sections'),
};

// One fetch for the head start and the screen; a failed one is forgotten, so the next try fetches.
let loaded: SettingsSectionsModule | undefined;
let pending: Promise<SettingsSectionsModule> | undefined;

const fetchSections = (): Promise<SettingsSectionsModule> => {
  pending ??= settingsSectionsCode.load().then(
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

/**
 * Forgets a fetched chunk, as a fresh page load would. For tests: their files share one module
 * registry (vitest `isolate: false`), so another file's render may have fetched it already.
 */
export const forgetSettingsSections = (): void => {
  loaded = undefined;
  pending = undefined;
};

/**
 * Starts the fetch without waiting for it. Called when the screen's own chunk runs, that is while
 * boot still waits for the settings and the session: the forms usually arrive before the first
 * paint and the skeleton never shows.
 */
export const prefetchSettingsSections = (): void => {
  // Only a head start: the screen reports a failure when it asks again.
  fetchSections().catch(() => undefined);
};

export type SettingsSectionsState =
  { name: 'loading' } | { name: 'failed' } | { name: 'ready'; module: SettingsSectionsModule };

/**
 * The forms' code for the screen: ready at once when it came before the first render, else
 * loading, then ready or failed. `retry` fetches again; offline, a failed fetch is also tried
 * again by itself the moment the connection is back.
 */
export const useSettingsSections = (): { state: SettingsSectionsState; retry: () => void } => {
  const [state, setState] = useState<SettingsSectionsState>(() =>
    loaded === undefined ? { name: 'loading' } : { name: 'ready', module: loaded },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    // Also when the code is in already: it may have come between the first render and now.
    fetchSections().then(
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
