import type { RouteEntry } from './route-table';

/**
 * The router matches a path among the routes its first segment leaves, not among all 113 of the
 * table: flattening, ranking and matching them all (their optional segments exploded) was the
 * longest task of a visitor's start on a phone's CPU (issue 13 item 3); the same work for the
 * three or four routes a first segment leaves is negligible.
 */

/** A path's first segment as the router compares it: decoded, case-insensitive. */
export const firstSegment = (path: string): string => {
  const segment = path.split('/')[1] ?? '';
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
