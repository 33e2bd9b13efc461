import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { routeTable } from './route-table';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';

type PageModule = { default: ComponentType };

// One lazy chunk per screen; the glob keeps the route table free of import statements.
const pageModules = import.meta.glob<PageModule>('../features/*/*-page.tsx');

const lazyPage = (page: string): RouteObject['lazy'] => {
  const load = pageModules[`../features/${page}.tsx`];
  if (load === undefined) throw new Error(`Route table names a missing page module: ${page}`);
  return async () => ({ Component: (await load()).default });
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: PageLoading,
    children: routeTable.map(({ path, page }) => ({ path, lazy: lazyPage(page) })),
  },
];

export const createRouter = () => createBrowserRouter(routes);
