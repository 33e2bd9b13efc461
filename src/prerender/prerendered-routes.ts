import { routeTable, type RouteEntry } from '../app/route-table';

/**
 * The visitor entry points whose first screen is the same for every visitor of every domain: it
 * depends on neither the URL's query nor anything stored in the browser (the signup resumes a
 * stored step, the mailed-link screens read their token, the language page the used languages).
 */
const fixedFirstScreens: ReadonlySet<string> = new Set(['index', 'login', 'reset-password']);

const isPrerendered = (entry: RouteEntry): boolean =>
  fixedFirstScreens.has(entry.name) ||
  // The information pages show a fixed-size placeholder until their text arrives from the server.
  (entry.page === 'pages/info-page' && !entry.path.includes(':'));

/** Paths whose HTML is built ahead, per locale (issue 13 item 3). */
export const prerenderedRoutes: readonly RouteEntry[] = routeTable.filter(isPrerendered);

/** The file a path's prerendered HTML is written to, under `prerendered/<locale>/`. */
export const prerenderedFileName = (path: string): string =>
  path === '/' ? 'index.html' : `${path.slice(1).replaceAll('/', '__')}.html`;
