import { useEffect, useSyncExternalStore } from 'react';

/**
 * A screen whose title comes from data (an information page, a member's name) names itself here;
 * the layout otherwise titles the page from the route table. One value, one owner at a time.
 */
let override: string | undefined;
const listeners = new Set<() => void>();

const setOverride = (value: string | undefined) => {
  override = value;
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

/** Sets the page title while the calling screen is mounted (undefined: keep the route's title). */
export const usePageTitle = (title: string | undefined): void => {
  useEffect(() => {
    setOverride(title);
    return () => {
      setOverride(undefined);
    };
  }, [title]);
};

export const usePageTitleOverride = (): string | undefined => useSyncExternalStore(subscribe, () => override);
