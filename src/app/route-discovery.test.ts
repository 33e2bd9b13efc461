import { describe, expect, it } from 'vitest';
import { mayMatch } from './route-discovery';
import { routeAt } from './router';
import { routeTable, type RouteEntry } from './route-table';

const entry = (name: string): RouteEntry => {
  const found = routeTable.find((route) => route.name === name);
  if (found === undefined) throw new Error(`no route ${name}`);
  return found;
};

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

  it('matches each path to its route among those its first segment leaves', () => {
    expect(routeAt('/members/12/chat')?.name).toBe('members-id-chat');
    expect(routeAt('/gay/landers/gallery/some-slug')?.name).toBe('landers-gallery-gay');
    // A first segment no route has is the token page; two segments are nobody's: not found.
    expect(routeAt('/a1b2c3')?.name).toBe('token');
    expect(routeAt('/no/such-page')?.name).toBe('not-found');
    expect(routeAt('/LOGIN')?.name).toBe('login');
    expect(routeAt('/')?.name).toBe('index');
  });
});
