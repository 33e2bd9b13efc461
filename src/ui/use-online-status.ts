import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

const isOnline = () => navigator.onLine;
// Rendering without a browser assumes a connection: the notice only ever shows for a real loss.
const assumeOnline = () => true;

/** Spec §4: whether the browser has a network connection, following online/offline events. */
export const useOnlineStatus = (): boolean => useSyncExternalStore(subscribe, isOnline, assumeOnline);
