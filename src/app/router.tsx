import type { QueryClient } from '@tanstack/react-query';
import { useEffect, type ComponentType } from 'react';
import { createBrowserRouter, useLocation, type RouteObject } from 'react-router-dom';
import type { RouteTitleKey } from '../../locales/route-title-key';
import { RouteErrorBoundary } from '../features/errors';
import { withScreenTexts } from '../features/language/screen-texts';
import { AccessGate } from './access-gate';
import { markNavigationFailed } from './background/navigation-failure';
import { ChatLayout } from './layouts/chat-layout';
import { DefaultLayout } from './layouts/default-layout';
import { EmptyLayout } from './layouts/empty-layout';
import { LanderLayout } from './layouts/lander-layout';
import { loadWhenOnline } from './lazy-chunk';
import type { RouteHandle } from './route-handle';
import { routesToGive } from './route-discovery';
import { routeTable, textsOfPage, type LayoutName, type RouteEntry } from './route-table';
import { RootLayout } from './root-layout';
import { PageLoading } from '../ui';

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

const lazyPage = (
  { page, access, title, props }: RouteEntry,
  queryClient: QueryClient | undefined,
): RouteObject['lazy'] => {
  const load = pageModules[`../features/${page}.tsx`];
  if (load === undefined) throw new Error(`Route table names a missing page module: ${page}`);
  const code = () => loadWhenOnline(load);
  // The screen's code and its texts, fetched side by side (src/features/language/screen-texts.ts);
  // offline, either's failure waits for the connection as the code's alone does.
  const withTexts = withScreenTexts(textsOfPage(page), load);
  const codeWithTexts = () => loadWhenOnline(withTexts);
  const component = async () => {
    const { default: Page } = await codeWithTexts();
    return function GuardedPage() {
      return (
        <AccessGate access={access}>
          <Page {...props} routeTitle={title} />
        </AccessGate>
      );
    };
  };
  // The prerender's routes: no data, and its static handler takes the function form.
  if (queryClient === undefined) return async () => ({ Component: await component() });
  return {
    // The loader only starts the screen's head start (its data), as soon as the screen's code is
    // in — not waiting for its texts (issue 14 item 8) — and returns nothing: the screen renders
    // without waiting for it, and shows its own busy state while the data is on its way.
    loader: async () => {
      const { prefetch } = await code();
      if (prefetch === undefined) return undefined;
      return ({ request }: { request: Request }) => {
        void prefetch(queryClient, new URL(request.url));
        return null;
      };
    },
    Component: component,
  };
};

const pageRoute = (entry: RouteEntry, queryClient?: QueryClient): RouteObject => {
  const handle: RouteHandle = {
    name: entry.name,
    title: entry.title,
    layout: entry.layout,
    access: entry.access,
  };
  return { path: entry.path, lazy: lazyPage(entry, queryClient), handle };
};

const layouts: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  chat: ChatLayout,
  lander: LanderLayout,
  empty: EmptyLayout,
};

/** A screen's error page, which also tells the progress bar that this navigation failed. */
const PageErrorBoundary = () => {
  const { key } = useLocation();
  useEffect(() => {
    markNavigationFailed(key);
  }, [key]);
  return <RouteErrorBoundary />;
};

/** Last resort, when a layout itself failed: the error page, still in a main landmark. */
const RootErrorBoundary = () => (
  <main id="main">
    <RouteErrorBoundary />
  </main>
);

/** The id of the route that holds a layout's pages, where discovered pages are added. */
const pagesRouteId = (layout: LayoutName): string => `pages-${layout}`;

/**
 * The app's route tree with the pages of the table that `includes` keeps; with the query client
 * the screens' head starts use (none when prerendering, which asks for no member's data).
 */
const routeTree = (includes: (entry: RouteEntry) => boolean, queryClient?: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    HydrateFallback: PageLoading,
    ErrorBoundary: RootErrorBoundary,
    children: Object.entries(layouts).map(([layout, Layout]) => ({
      Component: Layout,
      // The boundary sits on a pathless route between the layout and its pages: a page whose
      // chunk fails to load never renders its own boundary (react-router cuts the render above
      // it), and a screen that throws shows the error page inside its layout.
      children: [
        {
          id: pagesRouteId(layout as LayoutName),
          ErrorBoundary: PageErrorBoundary,
          children: routeTable
            .filter((entry) => entry.layout === layout && includes(entry))
            .map((entry) => pageRoute(entry, queryClient)),
        },
      ],
    })),
  },
];

/** Every route: the build's prerendering renders from the whole table. */
export const routes: RouteObject[] = routeTree(() => true);

/** Every route with the screens' head starts: the tests render the app from these. */
export const appRoutes = (queryClient: QueryClient): RouteObject[] => routeTree(() => true, queryClient);

/**
 * The browser's router: it starts with the routes that could match the page it opens and is
 * given the others as navigations need them (route-discovery.ts).
 */
export const createRouter = (queryClient: QueryClient) => {
  const given = new Set<string>();
  const initial = new Set(routesToGive(routeTable, given, window.location.pathname));
  return createBrowserRouter(
    routeTree((entry) => initial.has(entry), queryClient),
    {
      patchRoutesOnNavigation: ({ path, patch }) => {
        const wanted = routesToGive(routeTable, given, new URL(path, window.location.origin).pathname);
        for (const layout of Object.keys(layouts) as LayoutName[]) {
          const pages = wanted.filter((entry) => entry.layout === layout);
          if (pages.length > 0) {
            patch(
              pagesRouteId(layout),
              pages.map((entry) => pageRoute(entry, queryClient)),
            );
          }
        }
      },
    },
  );
};
