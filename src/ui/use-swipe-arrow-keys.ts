import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keys typed into a field, pressed inside a dialog or a widget that uses the arrows itself, or on
 * a link or button outside the game (the menus, the nav), are theirs, not the game's.
 */
const belongsElsewhere = (target: EventTarget | null, game: HTMLElement | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.closest(
      'input, textarea, select, [role="dialog"], [role="menu"], [role="listbox"], [role="tablist"], [role="slider"]',
    ) !== null ||
    (target.closest('a, button') !== null && !game?.contains(target)));

/**
 * A swipe stack's arrow keys (spec §2, issue 16: left passes, right likes), anywhere on the page
 * as on other dating sites' web games, so that the keyboard needs no trip to the card first. The
 * swipe game and the swipe lander both use it.
 */
export const useArrowKeys = (
  onLeft: () => void,
  onRight: () => void,
  enabled: boolean,
  game: RefObject<HTMLElement | null>,
): void => {
  const latest = useRef({ onLeft, onRight });
  useEffect(() => {
    latest.current = { onLeft, onRight };
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      // A held key repeats: one press, one swipe (four held likes would be the day's in 100 ms).
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.defaultPrevented || belongsElsewhere(event.target, game.current)) return;
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
  }, [enabled, game]);
};
