import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints } from './tokens';

const canMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether a media query matches now, updated when it starts or stops matching. */
const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    [query],
  );
  // Without matchMedia (old browsers, a Node renderer) the desktop, in-browser layout is used.
  const matches = () => canMatchMedia() && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
};

/** A phone-sized screen: narrower than the md breakpoint (768 px). */
export const smartphoneQuery = `(max-width: ${breakpoints.md - 0.02}px)`;

export const useIsSmartphone = (): boolean => useMediaQuery(smartphoneQuery);

/** The same answer outside a component, read once (a module's head start for a desktop). */
export const isSmartphoneNow = (): boolean => canMatchMedia() && window.matchMedia(smartphoneQuery).matches;

export const installedAppQuery = '(display-mode: standalone)';

/** Running as an installed app (home-screen / PWA window) rather than in a browser tab. */
export const useIsInstalledApp = (): boolean => {
  const standalone = useMediaQuery(installedAppQuery);
  // iOS Safari reports a home-screen app only through this non-standard flag.
  const ios = typeof navigator !== 'undefined' && 'standalone' in navigator && navigator.standalone === true;
  return standalone || ios;
};
