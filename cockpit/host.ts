/**
 * Where the cockpit runs, and what it may do to the app beside it. In the development app
 * (`npm start`) the simulation lives in the page and keeps its world in IndexedDB, so a reload
 * must wait for the last save; on the simulated HTTP server (`npm run sim`) the world is the
 * server's and a reload can go at once.
 */
export interface CockpitHost {
  /** `dev`: the page's own simulation (msw); `server`: the simulated HTTP server. */
  mode: 'dev' | 'server';
  /** Settles when the page may be reloaded without losing the simulation's last change. */
  beforeReload: () => Promise<void>;
  /** Loads the app afresh at a path (the browser's own navigation; a test's stand-in). */
  navigate: (path: string) => void;
}

/**
 * Opens the app at `path` as a fresh page load: after a change of who is logged in, or a reset,
 * the app's cached session and data would otherwise be the old ones.
 */
export const reloadApp = async (host: CockpitHost, path: string): Promise<void> => {
  await host.beforeReload();
  host.navigate(path);
};

/**
 * Tells the app that the world moved (the clock, a step of a scenario), as when a member comes back
 * to the tab: the app reads the member, chats and likes again (use-periodic-refresh.ts), and over
 * HTTP follows the simulation's time from the answers' `Date` header. No app code knows the cockpit.
 */
export const nudgeApp = (): void => {
  document.dispatchEvent(new Event('visibilitychange'));
};
