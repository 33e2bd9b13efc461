import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType, type Location } from 'react-router-dom';
import { isRecord, readJson, sessionStore, writeJson } from '../../lib/storage';

/**
 * Back and forward return to where the member was on a screen (the search's results, decision
 * 015); a screen reached by a link starts at its top, or at the element its `#hash` names. The
 * places are kept by history entry and survive a reload of the tab (session storage), as React
 * Router's data router kept them.
 */
const storageKey = 'scroll-positions';

const isPositions = (value: unknown): value is Record<string, number> =>
  isRecord(value) && Object.values(value).every((y) => typeof y === 'number');

let positions: Record<string, number> | undefined;
const knownPositions = (): Record<string, number> => {
  // A stored value that is not ours (or blocked storage) starts without places.
  positions ??= readJson(sessionStore(), storageKey, isPositions) ?? {};
  return positions;
};

/** The navigation store's `onLeave`: where the screen the member leaves was scrolled to. */
export const rememberScroll = (location: Location): void => {
  if (typeof window === 'undefined') return;
  knownPositions()[location.key] = window.scrollY;
};

// Full or blocked storage: back still works within this page load.
const savePositions = () => writeJson(sessionStore(), storageKey, knownPositions());

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
