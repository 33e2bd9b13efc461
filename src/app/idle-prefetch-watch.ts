import type { QueryClient } from '@tanstack/react-query';
import { idlePrefetchDelayMs, sparingNetwork } from './idle-prefetch-conditions';
import { prefetchLikelyNext } from './idle-prefetch-targets';
import type { ScreenNavigation } from './navigation/screen-navigation';

/**
 * The idle prefetch once the first screen's 2 s are over (idle-prefetch.ts loads this chunk then):
 * every screen left on show 2 s, with no navigation pending, has the code of the screens likely
 * opened from it fetched when the browser is next idle (decision 035). `firstKey` is the location
 * the load event found; if it is still on show, its 2 s are over already.
 */
export const watchScreens = (
  navigation: ScreenNavigation,
  queryClient: QueryClient,
  firstKey: string,
): void => {
  let timer: number | undefined;
  let shownKey: string | undefined = firstKey;
  const prefetch = () => {
    const { location, pending } = navigation.state;
    if (pending || sparingNetwork()) return;
    void prefetchLikelyNext(location.pathname, queryClient);
  };
  const whenIdle = () => {
    // Safari has no idle callback: there the 2 s alone decide.
    if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch);
    else prefetch();
  };
  const arm = () => {
    const { location, pending } = navigation.state;
    const key = pending ? undefined : location.key;
    if (key !== undefined && key === shownKey) return;
    window.clearTimeout(timer);
    shownKey = key;
    if (key !== undefined) timer = window.setTimeout(whenIdle, idlePrefetchDelayMs);
  };
  navigation.subscribe(arm);
  if (!navigation.state.pending && navigation.state.location.key === firstKey) whenIdle();
  else arm();
};
