import {
  NavigationType,
  parsePath,
  type Location,
  type Navigator,
  type To,
  type UNSAFE_createBrowserHistory,
} from 'react-router-dom';

/** React Router's history (browser or memory): the URL and its stack, without any screen. */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** What the app renders, and whether a navigation is waiting for its screen. */
export interface NavigationState {
  /** The location on show: it changes only once its screen can render (its code and texts in). */
  location: Location;
  /** How that location was reached (a back or forward is `POP`). */
  historyAction: NavigationType;
  /** The first location's screen is ready (or failed): before that the app renders nothing. */
  initialized: boolean;
  /** A navigation waits for its screen's code or texts (the progress bar shows). */
  pending: boolean;
}

export interface ScreenNavigationOptions {
  history: AppHistory;
  /**
   * Gets a location's screen ready to render: `undefined` when it is already, else a promise that
   * settles when it is (or has failed: the screen shows the failure). Never rejects.
   */
  prepare: (location: Pick<Location, 'pathname' | 'search' | 'hash'>) => Promise<void> | undefined;
  /** Called just before another location replaces `location` on show (the scroll's place). */
  onLeave?: (location: Location) => void;
}

export interface ScreenNavigation {
  readonly state: NavigationState;
  /** React Router's navigator: links and `useNavigate` go through it. */
  readonly navigator: Navigator;
  /** Resolves once the first location's screen is ready; never rejects. */
  readonly ready: Promise<void>;
  subscribe: (listener: () => void) => () => void;
  /**
   * Goes to `to` as a link would, or `delta` entries back or forward (tests, and code outside the
   * React tree); resolves once the screen is on show (or the navigation was overtaken).
   */
  navigate: (to: To | number, options?: { replace?: boolean; state?: unknown }) => Promise<void>;
  dispose: () => void;
}

const pathOf = (to: To): Pick<Location, 'pathname' | 'search' | 'hash'> => {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: path.pathname ?? '/', search: path.search ?? '', hash: path.hash ?? '' };
};

/**
 * React Router's declarative mode with what its data router gave the app (decision 019): a
 * navigation keeps the current screen — and what the member typed in it — on show until the next
 * screen's code and texts are in, then shows it in one step; the progress bar sees it pending.
 *
 * A link's push is held back until then, so the address bar changes with the screen; a back or
 * forward (the browser has already moved) holds the screen instead. The latest navigation wins:
 * one that a newer one overtook while it waited is dropped.
 */
export const createScreenNavigation = ({
  history,
  prepare,
  onLeave,
}: ScreenNavigationOptions): ScreenNavigation => {
  let state: NavigationState = {
    location: history.location,
    historyAction: history.action,
    initialized: false,
    pending: false,
  };
  const listeners = new Set<() => void>();
  const update = (next: Partial<NavigationState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  // Each navigation's number: only the latest one may still change what is on show.
  let latest = 0;
  // The latest navigation's end (a memory history's back or forward starts one at once).
  let lastNavigation = Promise.resolve();
  let disposed = false;

  const show = (action: NavigationType, location: Location) => {
    if (location.key !== state.location.key) onLeave?.(state.location);
    update({ location, historyAction: action, pending: false });
  };

  /** Runs `then` once `path`'s screen is ready, unless another navigation came meanwhile. */
  const whenReady = (path: Pick<Location, 'pathname' | 'search' | 'hash'>, then: () => void) => {
    latest += 1;
    const navigation = latest;
    const preparing = prepare(path);
    if (preparing === undefined) {
      then();
      lastNavigation = Promise.resolve();
      return lastNavigation;
    }
    if (!state.pending) update({ pending: true });
    lastNavigation = preparing.then(() => {
      if (navigation === latest && !disposed) then();
    });
    return lastNavigation;
  };

  const unlisten = history.listen(({ action, location }) => {
    // A push or replace of ours arrives here already prepared (see `go` below).
    if (action !== NavigationType.Pop) {
      show(action, location);
      return;
    }
    void whenReady(location, () => {
      show(action, history.location);
    });
  });

  const go = (replace: boolean, to: To, historyState: unknown) =>
    whenReady(pathOf(to), () => {
      if (replace) history.replace(to, historyState);
      else history.push(to, historyState);
    });

  const preparingFirst = prepare(history.location);
  if (preparingFirst === undefined) state = { ...state, initialized: true };
  const ready =
    preparingFirst?.then(() => {
      update({ initialized: true });
    }) ?? Promise.resolve();

  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => {
      history.go(delta);
    },
    push: (to, historyState: unknown) => {
      void go(false, to, historyState);
    },
    replace: (to, historyState: unknown) => {
      void go(true, to, historyState);
    },
  };

  return {
    get state() {
      return state;
    },
    navigator,
    ready,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    navigate: (to, options = {}) => {
      if (typeof to !== 'number') return go(options.replace === true, to, options.state);
      history.go(to);
      return lastNavigation;
    },
    dispose: () => {
      disposed = true;
      unlisten();
      listeners.clear();
    },
  };
};
