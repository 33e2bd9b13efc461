/**
 * The route table of spec §2 as plain data, so the router and the bundle-size report read the same
 * list. `page` names a module under `src/features/` whose default export is the screen; every page
 * is its own lazy chunk.
 */
export interface RouteEntry {
  name: string;
  path: string;
  page: string;
}

export const routeTable: readonly RouteEntry[] = [
  { name: 'index', path: '/', page: 'home/home-page' },
  { name: 'not-found', path: '*', page: 'errors/not-found-page' },
];
