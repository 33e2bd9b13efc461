import { useEffect, useRef } from 'react';

/** Keys typed into a field, or pressed inside a dialog, are theirs, not the game's. */
const belongsElsewhere = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest('input, textarea, select, [role="dialog"]') !== null);

/**
 * The swipe game's arrow keys (spec §2, issue 16: left passes, right likes), anywhere on the page
 * as on other dating sites' web games, so that the keyboard needs no trip to the card first.
 */
export const useArrowKeys = (onLeft: () => void, onRight: () => void, enabled: boolean): void => {
  const latest = useRef({ onLeft, onRight });
  useEffect(() => {
    latest.current = { onLeft, onRight };
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
      if (belongsElsewhere(event.target)) return;
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        latest.current.onLeft();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        latest.current.onRight();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [enabled]);
};
