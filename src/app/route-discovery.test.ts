import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../api';
import { mayMatch, routesToGive } from './route-discovery';
import type { RouteHandle } from './route-handle';
import { createRouter } from './router';
import { routeTable, type RouteEntry } from './route-table';

const entry = (name: string): RouteEntry => {
  const found = routeTable.find((route) => route.name === name);
  if (found === undefined) throw new Error(`no route ${name}`);
  return found;
};

/** The names of the pages a router has been given, from its route tree. */
const givenPages = (router: ReturnType<typeof createRouter>): string[] => {
  const names: string[] = [];
  const visit = (routes: typeof router.routes) => {
    for (const route of routes) {
      const handle = route.handle as RouteHandle | undefined;
      if (handle !== undefined) names.push(handle.name);
      if (route.children !== undefined) visit(route.children);
    }
  };
  visit(router.routes);
  return names.sort();
};

const leafName = (router: ReturnType<typeof createRouter>): string | undefined =>
  (router.state.matches.at(-1)?.route.handle as RouteHandle | undefined)?.name;

describe('route discovery', () => {
  it('keeps a route whose first segment is the path’s, a parameter or the catch-all', () => {
    expect(mayMatch(entry('members-id-chat'), '/members/7/chat')).toBe(true);
    expect(mayMatch(entry('members-id-chat'), '/Members/7')).toBe(true);
    expect(mayMatch(entry('members'), '/%6Dembers')).toBe(true);
    expect(mayMatch(entry('token'), '/abc123')).toBe(true);
    expect(mayMatch(entry('not-found'), '/no/such/page')).toBe(true);
    expect(mayMatch(entry('login'), '/members')).toBe(false);
    expect(mayMatch(entry('index'), '/')).toBe(true);
    expect(mayMatch(entry('index'), '/login')).toBe(false);
  });

  it('gives each route once', () => {
    const given = new Set<string>();
    const first = routesToGive(routeTable, given, '/members').map((route) => route.name);
    expect(first).toEqual(
      expect.arrayContaining(['members', 'members-id', 'members-id-chat', 'token', 'not-found']),
    );
    expect(first).not.toContain('login');
    expect(routesToGive(routeTable, given, '/members/3').map((route) => route.name)).toEqual([]);
    expect(routesToGive(routeTable, given, '/login').map((route) => route.name)).toEqual(['login']);
  });
});

describe('the browser router', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('starts with the routes the opened page may need and learns the others on navigation', async () => {
    window.history.replaceState(null, '', '/login');
    const router = createRouter(createQueryClient());
    try {
      expect(givenPages(router)).toEqual(['login', 'not-found', 'token']);
      await router.navigate('/members/12/chat');
      expect(leafName(router)).toBe('members-id-chat');
      await router.navigate('/gay/landers/gallery/some-slug');
      expect(leafName(router)).toBe('landers-gallery-gay');
      // A first segment no route has is the token page; two segments are nobody's: not found.
      await router.navigate('/a1b2c3');
      expect(leafName(router)).toBe('token');
      await router.navigate('/no/such-page');
      expect(leafName(router)).toBe('not-found');
      await router.navigate('/LOGIN');
      expect(leafName(router)).toBe('login');
      await router.navigate('/');
      expect(leafName(router)).toBe('index');
    } finally {
      router.dispose();
    }
  });
});
