import type { QueryClient } from '@tanstack/react-query';
import { idlePrefetchDelayMs, sparingNetwork } from './idle-prefetch-conditions';
import type { ScreenNavigation } from './navigation/screen-navigation';

type WatchCode = typeof import('./idle-prefetch-watch');

/**
 * The idle prefetch's start, the only part of it in every first load (decision 035): 2 s after
 * the load event, the rest loads as a chunk of its own (idle-prefetch-watch.ts) and fetches the
 * code of the screens a member most likely opens next — at once if the first screen is still the
 * one on show, else once the screen now on show has had its own 2 s.
 */
export const scheduleIdlePrefetch = (
  navigation: ScreenNavigation,
  queryClient: QueryClient,
  watch: () => Promise<WatchCode> = () => import('./idle-prefetch-watch'),
): void => {
  const begin = () => {
    const { key } = navigation.state.location;
    window.setTimeout(() => {
      if (sparingNetwork()) return;
      void watch().then((code) => {
        code.watchScreens(navigation, queryClient, key);
      });
    }, idlePrefetchDelayMs);
  };
  // Counted from the load event, so that nothing of it competes with the first load.
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
};
