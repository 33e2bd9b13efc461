import { startTransition, useEffect, useState, type RefObject } from 'react';
import type { ProfileCard } from '../../../generated/model';
import { createValueStore } from '../../lib/value-store';

/**
 * When the photos of cards further down a page of results load. The browser's own lazy loading
 * fetches every photo within a screen or two of the viewport at once: on a phone's connection the
 * first search fetched 17 photos side by side, and the ones on screen — the page's largest content
 * — shared the connection with the rest (issue 14 item 8). Here a card below the first ones loads
 * its photo when the member scrolls near it, or once the first cards' photos are on screen,
 * whichever comes first; after that, every card's photo loads as the browser sees fit.
 */

/** The first row or two of a page are on screen at once: their photos are not lazy. */
export const eagerCards = 4;

/** A card's photo as the grid shows it. */
export const cardPhotoUrl = (cdnPrefix: string, filename: string): string => `${cdnPrefix}${filename}`;

/** Held until they settle, so that no collector ends a request the cards are about to use. */
const preloading = new Set<HTMLImageElement>();

/**
 * The first cards' photos, asked for as soon as the search answers rather than once the results
 * have rendered, which on a phone's CPU takes a few hundred milliseconds: they are the page's
 * largest content (issue 14 item 8). The cards' images then take them from the browser's cache.
 */
export const preloadFirstPhotos = (cards: readonly ProfileCard[], cdnPrefix: string): void => {
  for (const card of cards.slice(0, eagerCards)) {
    if (card.main_image === null) continue;
    const image = new Image();
    image.fetchPriority = 'high';
    const settle = () => {
      preloading.delete(image);
    };
    image.addEventListener('load', settle, { once: true });
    image.addEventListener('error', settle, { once: true });
    preloading.add(image);
    image.src = cardPhotoUrl(cdnPrefix, card.main_image.thumb_filename);
  }
};

/** How far below the screen a card's photo starts loading while the member scrolls. */
const lookAhead = '0px 0px 400px 0px';

const firstPhotosShown = createValueStore(false);

/**
 * Whether the first cards' photos have been on screen (this page load, any search). The cards
 * learn it in a transition: twenty re-renders and their photos' requests in slices, not in one
 * long task on a phone's CPU while the first photos paint.
 */
export const useFirstPhotosShown = (): boolean => {
  const [shown, setShown] = useState(firstPhotosShown.get);
  useEffect(() => {
    if (shown) return undefined;
    const listener = () => {
      startTransition(() => {
        setShown(true);
      });
    };
    const unsubscribe = firstPhotosShown.subscribe(listener);
    // Shown between this card's render and this effect: it missed the news.
    if (firstPhotosShown.get()) listener();
    return unsubscribe;
  }, [shown]);
  return shown;
};

/**
 * Called by a grid once its first photos have loaded (or failed): two frames later, when they are
 * painted, the other cards may load theirs.
 */
export const firstPhotosSettled = (): void => {
  if (firstPhotosShown.get()) return;
  requestAnimationFrame(() => {
    requestAnimationFrame(() => {
      firstPhotosShown.set(true);
    });
  });
};

/**
 * Whether the element is on screen or within the look-ahead below it, from when it first was;
 * true at once where the browser cannot tell (no IntersectionObserver).
 */
export const useNearViewport = (ref: RefObject<Element | null>, watch: boolean): boolean => {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!watch || near || element === null) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: lookAhead },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, watch, near]);
  return near;
};

/** Tests only: a fresh page load, the first photos not yet shown. */
export const resetCardPhotosForTests = (): void => {
  firstPhotosShown.set(false);
};
