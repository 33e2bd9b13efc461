import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType, type Location } from 'react-router-dom';

/**
 * Back and forward return to where the member was on a screen (the search's results, decision
 * 015); a screen reached by a link starts at its top, or at the element its `#hash` names. The
 * places are kept by history entry and survive a reload of the tab (session storage), as React
 * Router's data router kept them.
 */
const storageKey = 'scroll-positions';

const readPositions = (): Record<string, number> => {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    // Storage blocked or a stored value that is not ours: start without places.
    return {};
  }
};

let positions: Record<string, number> | undefined;
const knownPositions = (): Record<string, number> => {
  positions ??= readPositions();
  return positions;
};

/** The navigation store's `onLeave`: where the screen the member leaves was scrolled to. */
export const rememberScroll = (location: Location): void => {
  if (typeof window === 'undefined') return;
  knownPositions()[location.key] = window.scrollY;
};

const savePositions = () => {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(knownPositions()));
  } catch {
    // Full or blocked storage: back still works within this page load.
  }
};

const hashTarget = (hash: string): HTMLElement | null => {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
};

/** Puts each newly shown screen at its place; see the comment at the top of the file. */
export const ScrollRestoration = () => {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shownKey = useRef<string | undefined>(undefined);

  useEffect(() => {
    // The app puts the screens in place itself; the browser would do it before the screen is in.
    window.history.scrollRestoration = 'manual';
    const leave = () => {
      rememberScroll(location);
      savePositions();
      // A reload or a return from another site lets the browser start again.
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
    };
  }, [location]);

  useLayoutEffect(() => {
    const first = shownKey.current === undefined;
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    // A visit's first entry has no key of its own ("default"): a place saved under it may be
    // another visit's of the same tab.
    const restores = navigationType === NavigationType.Pop && !(first && location.key === 'default');
    const saved = restores ? knownPositions()[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    // The first screen of a visit keeps the place the browser gave it.
    if (first) return;
    const target = hashTarget(location.hash);
    if (target !== null) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
};
