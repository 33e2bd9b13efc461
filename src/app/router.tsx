import type { QueryClient } from '@tanstack/react-query';
import { useEffect, type ComponentType } from 'react';
import {
  createPath,
  matchRoutes,
  UNSAFE_createBrowserHistory,
  UNSAFE_createMemoryHistory,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router-dom';
import type { RouteTitleKey } from '../../locales/route-title-key';
import { FailurePage, ScreenErrorBoundary } from '../features/errors';
import { withScreenTexts } from '../features/language/screen-texts';
import { AccessGate } from './access-gate';
import { markNavigationFailed } from './background/navigation-failure';
import { ChatLayout } from './layouts/chat-layout';
import { DefaultLayout } from './layouts/default-layout';
import { EmptyLayout } from './layouts/empty-layout';
import { LanderLayout } from './layouts/lander-layout';
import { loadWhenOnline } from './lazy-chunk';
import { rememberScroll } from './navigation/scroll-restoration';
import {
  createScreenNavigation,
  type AppHistory,
  type ScreenNavigation,
} from './navigation/screen-navigation';
import { mayMatch, firstSegment } from './route-discovery';
import { CurrentRouteContext } from './route-handle';
import { routeTable, textsOfPage, type LayoutName, type RouteEntry } from './route-table';
import { RootLayout } from './root-layout';

/** Every page gets its route's title key and the route table's fixed props (info page key, lander…). */
export type PageComponentProps = { routeTitle: RouteTitleKey } & Readonly<Record<string, string | number>>;

/**
 * A screen's head start, exported by its page module beside the screen: it asks for the data the
 * screen will show as soon as its code is in, before the screen renders (members-page.tsx).
 * Called on each arrival at the route, the first load's included; never rejects.
 */
export type PagePrefetch = (queryClient: QueryClient, url: URL) => Promise<void>;

type PageModule = { default: ComponentType<PageComponentProps>; prefetch?: PagePrefetch };

// One lazy chunk per screen module; the glob keeps the route table free of import statements.
const pageModules = import.meta.glob<PageModule>('../features/*/*-page.tsx');

const moduleLoader = (page: string): (() => Promise<PageModule>) => {
  const load = pageModules[`../features/${page}.tsx`];
  if (load === undefined) throw new Error(`Route table names a missing page module: ${page}`);
  return load;
};

/** Each page module's last outcome: its screen (code and texts in), or why it failed to load. */
const screens = new Map<string, { module: PageModule } | { error: unknown }>();

/** A screen whose code or texts failed to load: the error page, and the progress bar fails. */
const LoadFailure = ({ error }: { error: unknown }) => {
  const { key } = useLocation();
  useEffect(() => {
    markNavigationFailed(key);
  }, [key]);
  // For a new deploy's missing chunk, the error page reloads once the connection is there.
  return <FailurePage error={error} />;
};

/** A route's screen, once the navigation store has it ready (see `prepareScreen`). */
const Screen = ({ entry }: { entry: RouteEntry }) => {
  const outcome = screens.get(entry.page);
  // The navigation shows a location only once its screen's load has ended.
  if (outcome === undefined) throw new Error(`The screen ${entry.page} was shown before it loaded`);
  if ('error' in outcome) return <LoadFailure error={outcome.error} />;
  const { default: Page } = outcome.module;
  return (
    <AccessGate access={entry.access}>
      <Page {...entry.props} routeTitle={entry.title} />
    </AccessGate>
  );
};

const layouts: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  chat: ChatLayout,
  lander: LanderLayout,
  empty: EmptyLayout,
};

/** Each page route's entry of the table (React Router's matches give back the route objects). */
const entryOfRoute = new WeakMap<RouteObject, RouteEntry>();

const pageRoute = (entry: RouteEntry): RouteObject => {
  // Keyed by route: two routes that share a module are two screens, each with a fresh state.
  const route: RouteObject = { path: entry.path, element: <Screen key={entry.name} entry={entry} /> };
  entryOfRoute.set(route, entry);
  return route;
};

const routeTree = (entries: readonly RouteEntry[]): RouteObject[] => [
  {
    element: <RootLayout />,
    children: Object.entries(layouts).map(([layout, Layout]) => ({
      element: <Layout />,
      children: entries.filter((entry) => entry.layout === layout).map(pageRoute),
    })),
  },
];

/**
 * The routes that could match a path, by its first segment (route-discovery.ts): matching all 113
 * routes of the table (flattened, ranked, their optional segments exploded) on each navigation
 * was the longest task of a visitor's start on a phone's CPU (issue 13 item 3).
 */
const trees = new Map<string, RouteObject[]>();
const routesFor = (pathname: string): RouteObject[] => {
  const segment = firstSegment(pathname);
  let tree = trees.get(segment);
  if (tree === undefined) {
    tree = routeTree(routeTable.filter((entry) => mayMatch(entry, pathname)));
    trees.set(segment, tree);
  }
  return tree;
};

/** The route table's entry a path shows (the catch-all's when nothing else matches). */
export const routeAt = (pathname: string): RouteEntry | undefined => {
  const route = matchRoutes(routesFor(pathname), pathname)?.at(-1)?.route;
  return route === undefined ? undefined : entryOfRoute.get(route);
};

/** The app's screens at the shown location, inside their layouts. */
export const AppRoutes = () => {
  const { pathname } = useLocation();
  const element = useRoutes(routesFor(pathname));
  return (
    <CurrentRouteContext.Provider value={routeAt(pathname)}>
      {/* Last resort, when a layout itself failed: the error page, still in a main landmark. */}
      <ScreenErrorBoundary resetKey={pathname} landmark>
        {element}
      </ScreenErrorBoundary>
    </CurrentRouteContext.Provider>
  );
};

/**
 * Gets the screen of `location` ready: its code and texts, fetched side by side; its head start
 * (the data it shows) as soon as its code is in, not waiting for its texts (issue 14 item 8).
 * Offline, a failed fetch waits for the connection, so the current screen stays meanwhile.
 * `undefined` when the screen is ready already (its head start is asked for all the same).
 */
const prepareScreen = (
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  queryClient: QueryClient | undefined,
  origin: string,
): Promise<void> | undefined => {
  const entry = routeAt(location.pathname);
  if (entry === undefined) return undefined;
  const load = moduleLoader(entry.page);
  const headStart = (module: PageModule) => {
    if (queryClient !== undefined && module.prefetch !== undefined) {
      void module.prefetch(queryClient, new URL(createPath(location), origin));
    }
  };
  const shown = screens.get(entry.page);
  if (shown !== undefined && 'module' in shown) {
    headStart(shown.module);
    return undefined;
  }
  const code = loadWhenOnline(load);
  code.then(headStart, () => undefined);
  return loadWhenOnline(withScreenTexts(textsOfPage(entry.page), () => code)).then(
    (module) => {
      screens.set(entry.page, { module });
    },
    (error: unknown) => {
      // The next navigation to it tries again; this one shows the failure.
      screens.set(entry.page, { error });
    },
  );
};

interface AppNavigationOptions {
  /** The session's data cache the screens' head starts fill; none when prerendering. */
  queryClient?: QueryClient;
  /** The browser's history unless given (the tests' and the prerender's memory history). */
  history?: AppHistory;
}

/** The app's navigation store over the route table (decision 019). */
export const createAppNavigation = ({
  queryClient,
  history,
}: AppNavigationOptions = {}): ScreenNavigation => {
  const used = history ?? UNSAFE_createBrowserHistory({ v5Compat: true });
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const navigation = createScreenNavigation({
    history: used,
    prepare: (location) => prepareScreen(location, queryClient, origin),
    onLeave: rememberScroll,
  });
  return navigation;
};

/** A memory history at `path`: the tests' and the prerender's. */
export const memoryHistory = (path: string): AppHistory =>
  UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
