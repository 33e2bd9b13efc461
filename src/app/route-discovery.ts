import type { RouteEntry } from './route-table';

/**
 * The browser's router starts with only the routes that could match the page it opens and learns
 * the others when a navigation needs them (react-router's `patchRoutesOnNavigation`). Setting up
 * all 113 routes of the table (flattened, ranked, their optional segments exploded, then matched)
 * was the longest task of a visitor's start on a phone's CPU (issue 13 item 3); the router does
 * the same work for the three or four routes a first segment leaves.
 */

const firstSegment = (path: string): string => {
  const segment = path.split('/')[1] ?? '';
  // The router compares paths decoded and case-insensitively; so does this pre-selection.
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
};

/**
 * Whether a route of the table could match `pathname`: its first segment is the path's, or it
 * takes any first segment (a parameter such as `/:token`, or the catch-all `*`). A cheap look,
 * never too strict; the router does the actual matching among the routes it leaves.
 */
export const mayMatch = (entry: RouteEntry, pathname: string): boolean => {
  const head = entry.path === '*' ? '*' : firstSegment(entry.path);
  return head === '*' || head.startsWith(':') || head === firstSegment(pathname);
};

/**
 * The routes a navigation to `pathname` needs that the router has not been given yet, marked as
 * given. `given` holds the names of the routes already handed over.
 */
export const routesToGive = (
  table: readonly RouteEntry[],
  given: Set<string>,
  pathname: string,
): RouteEntry[] => {
  const wanted = table.filter((entry) => !given.has(entry.name) && mayMatch(entry, pathname));
  for (const entry of wanted) given.add(entry.name);
  return wanted;
};
