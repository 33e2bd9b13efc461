import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getGetUserQueryKey } from '../../generated/hooks/account/account';
import { holdSessionEnd, releaseSessionEnd } from '../api';
import { configureSite } from '../../mocks/db/site-settings';
import { translations } from '../../tests/utils/i18n';
import { renderApp } from '../../tests/utils/render-app';
import { loginAs, logoutNow } from '../../tests/utils/simulation';

const LL = translations('en');

const landsOn = async (path: string, expectedTitle: string) => {
  const { router } = await renderApp({ path });
  expect(await screen.findByRole('heading', { level: 1, name: expectedTitle })).toBeVisible();
  return router.state.location;
};

describe('access rules', () => {
  it.each(['/chats', '/likes', '/likes/m/101', '/premium', '/chats/1000', '/profile'])(
    'send a visitor from %s to login and remember where they were going',
    async (path) => {
      const location = await landsOn(path, LL.routes.login());
      expect(location.pathname).toBe('/login');
      expect(new URLSearchParams(location.search).get('next')).toBe(path);
    },
  );

  it('let a visitor search members when the site allows logged-out search', async () => {
    configureSite({ logged_out_search: true });
    expect((await landsOn('/members', LL.routes.members())).pathname).toBe('/members');
  });

  it('send a visitor to login from search when the site does not allow it', async () => {
    configureSite({ logged_out_search: false, logged_out_search_trafficsource: false });
    expect((await landsOn('/members/101', LL.routes.login())).pathname).toBe('/login');
  });

  it.each([
    ['/members?network=adnet', '/members'],
    ['/members', '/login'],
  ])('with search for traffic sources only, send a visitor at %s to %s', async (path, expected) => {
    configureSite({ logged_out_search: false, logged_out_search_trafficsource: true });
    const title = expected === '/members' ? LL.routes.members() : LL.routes.login();
    expect((await landsOn(path, title)).pathname).toBe(expected);
  });

  it.each(['/', '/login', '/signup'])('send a logged-in member from %s to the members area', async (path) => {
    await loginAs('free');
    expect((await landsOn(path, LL.routes.members())).pathname).toBe('/members');
  });

  it.each([
    ['/login?next=%2Fchats%3Fx%3D1', '/chats', LL.routes.chats()],
    ['/login?next=/%09/evil.example', '/members', LL.routes.members()],
    ['/login?next=%5C/evil.example', '/members', LL.routes.members()],
  ])('send a logged-in member from %s to %s, never off the site', async (path, expected, title) => {
    await loginAs('free');
    expect((await landsOn(path, title)).pathname).toBe(expected);
  });

  it('let a member open members-only screens', async () => {
    await loginAs('free');
    expect((await landsOn('/chats', LL.routes.chats())).pathname).toBe('/chats');
  });

  it('turn a member whose session ended into a visitor when the next refresh finds out', async () => {
    await loginAs('free');
    const { queryClient, router } = await renderApp({ path: '/chats' });
    await screen.findByRole('heading', { level: 1, name: LL.routes.chats() });
    await logoutNow(); // the session ends on the server (expired, logged out elsewhere)
    await queryClient.refetchQueries({ queryKey: getGetUserQueryKey() });
    expect(await screen.findByRole('heading', { level: 1, name: LL.routes.login() })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('hold the login redirect while a request that ends the session is on its way', async () => {
    await loginAs('free');
    const { queryClient, router } = await renderApp({ path: '/chats' });
    await screen.findByRole('heading', { level: 1, name: LL.routes.chats() });
    holdSessionEnd();
    // Another call finds out first that the session is gone (the deletion ended it).
    await logoutNow();
    await queryClient.refetchQueries({ queryKey: getGetUserQueryKey() });
    // The app knows: the top bar offers the login…
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: LL.topBar.login() }),
    ).toBeVisible();
    // …but no move to the login starts: the request's next screen takes over.
    expect(router.state.pending).toBe(false);
    expect(router.state.location.pathname).toBe('/chats');
    // Had the request failed, the login follows once the hold is released.
    act(() => {
      releaseSessionEnd();
    });
    expect(await screen.findByRole('heading', { level: 1, name: LL.routes.login() })).toBeVisible();
  });
});
