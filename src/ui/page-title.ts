import { useEffect, useSyncExternalStore } from 'react';
import { createValueStore } from '../lib/value-store';

/**
 * A screen whose title comes from data (an information page, a member's name) names itself here;
 * the layout otherwise titles the page from the route table. One value, one owner at a time.
 */
const override = createValueStore<string | undefined>(undefined);

/** Sets the page title while the calling screen is mounted (undefined: keep the route's title). */
export const usePageTitle = (title: string | undefined): void => {
  useEffect(() => {
    override.set(title);
    return () => {
      override.set(undefined);
    };
  }, [title]);
};

export const usePageTitleOverride = (): string | undefined =>
  useSyncExternalStore(override.subscribe, override.get);
