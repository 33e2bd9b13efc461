import type { UIMatch } from 'react-router-dom';
import type { LayoutName, RouteAccess, RouteEntry } from './route-table';

/** What each page route carries for the layouts: its name, title, layout and access rule. */
export type RouteHandle = Pick<RouteEntry, 'name' | 'title' | 'layout' | 'access'>;

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'name' in handle && 'title' in handle;

/** The deepest matched page route's handle (layout routes carry none). */
export const currentHandle = (matches: readonly UIMatch[]): RouteHandle | undefined => {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
};

export type { LayoutName, RouteAccess };
