/**
 * A close button leaves with its alert: the keyboard goes on at the screen below (the skip link's
 * target), not back at the top of the page where a lost focus would start.
 */
export const keepFocusOnDismiss = (box: HTMLElement | null): void => {
  if (box?.contains(document.activeElement) === true) {
    document.getElementById('main')?.focus({ preventScroll: true });
  }
};
