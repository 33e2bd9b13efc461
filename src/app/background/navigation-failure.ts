import { useSyncExternalStore } from 'react';
import { createValueStore } from '../../lib/value-store';

/**
 * Which navigation ended on an error screen, by location key: the error boundary reports it and
 * the progress bar, which sits above every layout and cannot see route errors, shows "failed".
 */
const failedKey = createValueStore<string | undefined>(undefined);

export const markNavigationFailed = (locationKey: string): void => {
  failedKey.set(locationKey);
};

export const useNavigationFailed = (locationKey: string): boolean =>
  useSyncExternalStore(failedKey.subscribe, () => failedKey.get() === locationKey);
