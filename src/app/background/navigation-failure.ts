import { useSyncExternalStore } from 'react';

/**
 * Which navigation ended on an error screen, by location key: the error boundary reports it and
 * the progress bar, which sits above every layout and cannot see route errors, shows "failed".
 */
let failedKey: string | undefined;
const listeners = new Set<() => void>();

export const markNavigationFailed = (locationKey: string): void => {
  failedKey = locationKey;
  listeners.forEach((listener) => {
    listener();
  });
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useNavigationFailed = (locationKey: string): boolean =>
  useSyncExternalStore(subscribe, () => failedKey === locationKey);
