import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table';

/** Spec §2's route table, word for word (`{id}` written as `:id`). */
const specRoutes: [string, string][] = [
  ['index', '/'],
  ['members', '/members'],
  ['members-id', '/members/:id'],
  ['members-id-chat', '/members/:id/chat'],
  ['members-id-landing', '/members/:id/landing'],
  ['members-id-signup', '/members/:id/signup'],
  ['members-id-landing2-slug', '/members/:id/landing2/:slug?'],
  ['members-id-landing3-slug', '/members/:id/landing3/:slug?'],
  ['chats', '/chats'],
  ['chats-id', '/chats/:id'],
  ['likes', '/likes'],
  ['likes-type', '/likes/:type'],
  ['likes-m-id', '/likes/m/:id'],
  ['credits', '/credits'],
  ['credits-repeat-order', '/credits/repeat-order'],
  ['credits-id-paymentmethod', '/credits/:id/:paymentmethod?'],
  ['directdebit', '/directdebit'],
  ['premium', '/premium'],
  ['pricing', '/pricing'],
  ['profile', '/profile'],
  ['notifications', '/notifications'],
  ['complaints', '/complaints'],
  ['lang-config', '/lang-config'],
  ['login', '/login'],
  ['signup', '/signup'],
  ['signup-matches', '/signup-matches'],
  ['complete-signup', '/complete-signup'],
  ['swipe-game', '/swipe-game'],
  ['account-deleted', '/account-deleted'],
  ['activate-done', '/activate/done'],
  ['activate-error', '/activate/error'],
  ['reset-password', '/reset-password'],
  ['reset-password-do', '/reset-password/do'],
  ['mail-change-do', '/mail-change/do'],
  ['transactions-id', '/transactions/:id?'],
];

const byName = new Map(routeTable.map((entry) => [entry.name, entry]));

describe('route table', () => {
  it('has all 35 named routes of spec §2 with their paths', () => {
    expect(specRoutes).toHaveLength(35);
    for (const [name, path] of specRoutes) expect(byName.get(name)?.path, name).toBe(path);
  });

  it('has the information pages, the token page and the landers', () => {
    const paths = routeTable.map((entry) => entry.path);
    for (const key of ['ban', 'cookies', 'faq', 'privacy', 'return-policy', 'service', 'terms']) {
      expect(paths).toContain(`/pages/${key}`);
    }
    expect(paths).toContain('/:token');
    expect(paths).toContain('/landers/tinderswipe');
    for (const name of ['alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding']) {
      expect(paths).toContain(`/landers/${name}/:slug?`);
    }
    for (const name of ['socialnetwork', 'transitionsvideolanding', 'video']) {
      expect(paths).toContain(`/landers/${name}/:slug?`);
    }
  });

  it('gives niches 2–7 their landing prefix', () => {
    for (const prefix of ['she', 'bdsm', 'bbw', 'gilf', 'milf', 'gay']) {
      const entry = routeTable.find((candidate) => candidate.path === `/${prefix}`);
      expect(entry?.layout, prefix).toBe('lander');
      expect(routeTable.some((candidate) => candidate.path === `/${prefix}/landers/video/:slug?`)).toBe(true);
    }
  });

  it('puts each route in the layout and behind the access rule the shell promises', () => {
    expect(byName.get('chats-id')?.layout).toBe('chat');
    expect(byName.get('members-id-chat')?.layout).toBe('chat');
    expect(byName.get('members-id-landing')?.layout).toBe('lander');
    expect(byName.get('members-id-signup')?.layout).toBe('empty');
    expect(byName.get('index')?.layout).toBe('default');
    // The members area of spec §2: search is open to visitors when the site allows it.
    for (const name of ['chats', 'likes', 'likes-m-id', 'premium'])
      expect(byName.get(name)?.access).toBe('member');
    for (const name of ['members', 'members-id']) expect(byName.get(name)?.access).toBe('search');
    expect(byName.get('login')?.access).toBe('visitor');
    // A member mid-signup stays on /signup for the profile steps; the page sends others on (decision 007).
    expect(byName.get('signup')?.access).toBe('any');
  });

  it('names every route once and ends with the catch-all', () => {
    const names = routeTable.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(routeTable.at(-1)?.path).toBe('*');
  });

  it("leaves in the router's glob of lazy screens only modules that are a route's screen", () => {
    // A module named `*-page.tsx` becomes a lazy chunk of its own (router.tsx): a shared view so
    // named would leave the chunk of the screens that import it.
    const globbed = Object.keys(import.meta.glob('../features/*/*-page.tsx')).map((path) =>
      path.replace('../features/', '').replace(/\.tsx$/, ''),
    );
    expect(new Set(globbed)).toEqual(new Set(routeTable.map((entry) => entry.page)));
  });
});
