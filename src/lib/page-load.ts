/**
 * Whole-page loads, in their own module so tests can replace them (jsdom cannot navigate).
 */
export const reloadPage = (): void => {
  window.location.reload();
};

/** Leaves the app for a fresh load of a path: nothing held in memory survives it. */
export const loadPage = (path: string): void => {
  window.location.assign(path);
};
