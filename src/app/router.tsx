import { useEffect, type ComponentType } from 'react';
import { createBrowserRouter, useLocation, type RouteObject } from 'react-router-dom';
import type { RouteTitleKey } from '../../locales/route-title-key';
import { RouteErrorBoundary } from '../features/errors';
import { AccessGate } from './access-gate';
import { markNavigationFailed } from './background/navigation-failure';
import { ChatLayout } from './layouts/chat-layout';
import { DefaultLayout } from './layouts/default-layout';
import { EmptyLayout } from './layouts/empty-layout';
import { LanderLayout } from './layouts/lander-layout';
import { loadWhenOnline } from './lazy-chunk';
import type { RouteHandle } from './route-handle';
import { routesToGive } from './route-discovery';
import { routeTable, type LayoutName, type RouteEntry } from './route-table';
import { RootLayout } from './root-layout';
import { PageLoading } from '../ui';

/** Every page gets its route's title key and the route table's fixed props (info page key, lander…). */
export type PageComponentProps = { routeTitle: RouteTitleKey } & Readonly<Record<string, string | number>>;

type PageModule = { default: ComponentType<PageComponentProps> };

// One lazy chunk per screen module; the glob keeps the route table free of import statements.
const pageModules = import.meta.glob<PageModule>('../features/*/*-page.tsx');

const lazyPage = ({ page, access, title, props }: RouteEntry): RouteObject['lazy'] => {
  const load = pageModules[`../features/${page}.tsx`];
  if (load === undefined) throw new Error(`Route table names a missing page module: ${page}`);
  return async () => {
    const Page = (await loadWhenOnline(load)).default;
    const GuardedPage = () => (
      <AccessGate access={access}>
        <Page {...props} routeTitle={title} />
      </AccessGate>
    );
    return { Component: GuardedPage };
  };
};

const pageRoute = (entry: RouteEntry): RouteObject => {
  const handle: RouteHandle = {
    name: entry.name,
    title: entry.title,
    layout: entry.layout,
    access: entry.access,
  };
  return { path: entry.path, lazy: lazyPage(entry), handle };
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

/** The app's route tree with the pages of the table that `includes` keeps. */
const routeTree = (includes: (entry: RouteEntry) => boolean): RouteObject[] => [
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
          children: routeTable.filter((entry) => entry.layout === layout && includes(entry)).map(pageRoute),
        },
      ],
    })),
  },
];

/** Every route: the build's prerendering and the tests render from the whole table. */
export const routes: RouteObject[] = routeTree(() => true);

/**
 * The browser's router: it starts with the routes that could match the page it opens and is
 * given the others as navigations need them (route-discovery.ts).
 */
export const createRouter = () => {
  const given = new Set<string>();
  const initial = new Set(routesToGive(routeTable, given, window.location.pathname));
  return createBrowserRouter(
    routeTree((entry) => initial.has(entry)),
    {
      patchRoutesOnNavigation: ({ path, patch }) => {
        const wanted = routesToGive(routeTable, given, new URL(path, window.location.origin).pathname);
        for (const layout of Object.keys(layouts) as LayoutName[]) {
          const pages = wanted.filter((entry) => entry.layout === layout);
          if (pages.length > 0) patch(pagesRouteId(layout), pages.map(pageRoute));
        }
      },
    },
  );
};
