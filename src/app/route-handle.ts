import { createContext, useContext } from 'react';
import type { LayoutName, RouteAccess, RouteEntry } from './route-table';

/** What the layouts know of the shown page route: its name, title, layout and access rule. */
export type RouteHandle = Pick<RouteEntry, 'name' | 'title' | 'layout' | 'access'>;

/** Provided by the app's routes (router.tsx) for the location on show. */
export const CurrentRouteContext = createContext<RouteHandle | undefined>(undefined);

/** The shown page route (none outside the app's routes). */
export const useCurrentRoute = (): RouteHandle | undefined => useContext(CurrentRouteContext);

export type { LayoutName, RouteAccess };
