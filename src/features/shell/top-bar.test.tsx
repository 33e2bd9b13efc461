import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetUserQueryKey, getUser } from '../../../generated/hooks/account/account';
import { getChats, getGetChatsQueryKey } from '../../../generated/hooks/chat/chat';
import { simulation } from '../../../mocks/control';
import { loadPage } from '../../lib/page-load';
import { getLikes } from '../../../generated/hooks/likes/likes';
import { members } from '../../../mocks/db/members';
import { server } from '../../../mocks/node';
import { personaIds } from '../../../mocks/seed/personas';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, persona, simulationClient } from '../../../tests/utils/simulation';

vi.mock('../../lib/page-load', () => ({ loadPage: vi.fn(), reloadPage: vi.fn() }));

const LL = translations('en');

beforeEach(() => {
  vi.mocked(loadPage).mockClear();
});

const setCredits = async (credits: number) => {
  await members.update((q) => q.where({ id: personaIds.premium }), {
    data: (member) => void (member.credits = credits),
  });
};

/** The seeded conversation of free and premium. */
const conversationWithFree = 1;

const mainNav = async () => screen.findByRole('navigation', { name: LL.topBar.mainNav() });

const menuTriggers = (banner: HTMLElement) =>
  within(banner)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-haspopup') !== null);

describe('top bar', () => {
  it('holds its line while the session loads, then a visitor gets login and a keyboard-usable signup', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Answered by the simulation only once released (a resolver that returns nothing passes on).
    server.use(
      http.get('*/api/user.php', async () => {
        await held;
      }),
    );
    const { user } = await renderApp({ path: '/pricing' });
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('link', { name: LL.topBar.logoLabel({ siteName: 'Flirtpoint' }) });
    // Neither a visitor's buttons nor a member's menu yet: only the language menu, already at the end.
    expect(banner).toHaveAttribute('aria-busy', 'true');
    expect(within(banner).queryByRole('link', { name: LL.topBar.login() })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: LL.topBar.signup() })).not.toBeInTheDocument();
    const pendingTriggers = menuTriggers(banner);
    expect(pendingTriggers).toHaveLength(1);
    const language = pendingTriggers[0]!;
    expect(within(banner).getAllByRole('button').at(-1)).toBe(language);

    release();
    const signup = await within(banner).findByRole('button', { name: LL.topBar.signup() });
    expect(banner).toHaveAttribute('aria-busy', 'false');
    expect(within(banner).getByRole('link', { name: LL.topBar.login() })).toBeVisible();
    expect(within(banner).getAllByRole('button').at(-1)).toBe(language);
    signup.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: LL.signupEntry.title() })).toBeVisible();
  });

  it('offers visitors login and signup, and the logo leads home', async () => {
    await renderApp({ path: '/pricing' });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: LL.topBar.login() })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(banner).getByRole('button', { name: LL.topBar.signup() })).toBeVisible();
    expect(
      await within(banner).findByRole('link', { name: LL.topBar.logoLabel({ siteName: 'Flirtpoint' }) }),
    ).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: LL.topBar.mainNav() })).not.toBeInTheDocument();
  });

  it('shows a free member the links, the unread and new-like counts the server has, and Get Premium', async () => {
    // Premium writes to free and likes her, so both badges have something to count, whatever the seed.
    await loginAs('premium');
    const premium = simulationClient();
    const sent = await premium.POST('/api/messages.php', {
      body: { conversation: conversationWithFree, text: 'Coffee on Friday?' },
    });
    expect(sent.response.status).toBe(201);
    const liked = await premium.POST('/api/like.php', { body: { profile_id: personaIds.free } });
    expect(liked.response.status).toBe(200);
    await loginAs('free');
    const { num_unread: unread } = await getChats();
    const { num_new: newLikes } = await getLikes();
    expect(unread).toBeGreaterThan(0);
    expect(newLikes).toBeGreaterThan(0);
    await renderApp({ path: '/pricing' });
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: LL.topBar.search() })).toHaveAttribute('href', '/members');
    const messages = within(nav).getByRole('link', { name: new RegExp(`^${LL.topBar.messages()}`) });
    expect(messages).toHaveAttribute('href', '/chats');
    expect(messages).toHaveAccessibleName(
      `${LL.topBar.messages()} ${LL.topBar.unreadLabel({ count: unread })}`,
    );
    const likes = within(nav).getByRole('link', { name: new RegExp(`^${LL.topBar.likes()}`) });
    expect(likes).toHaveAccessibleName(
      `${LL.topBar.likes()} ${LL.topBar.newLikesLabel({ count: newLikes })}`,
    );
    expect(within(nav).getByRole('link', { name: LL.topBar.getPremium() })).toHaveAttribute(
      'href',
      '/premium',
    );
    expect(
      within(nav).queryByRole('link', { name: new RegExp(`^${LL.topBar.credits()}`) }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: LL.topBar.logoLabel({ siteName: 'Flirtpoint' }) }),
    ).toHaveAttribute('href', '/members');
  });

  it.each([
    [11, undefined],
    [10, 'warning'],
    [1, 'warning'],
    [0, 'danger'],
  ] as const)('shows a paid member with %i credits the credits link (badge: %s)', async (credits, tone) => {
    await loginAs('premium');
    await setCredits(credits);
    await renderApp({ path: '/pricing' });
    const nav = await mainNav();
    const link = within(nav).getByRole('link', { name: new RegExp(`^${LL.topBar.credits()}`) });
    expect(link).toHaveAttribute('href', '/credits/repeat-order');
    expect(within(nav).queryByRole('link', { name: LL.topBar.getPremium() })).not.toBeInTheDocument();
    const badge = link.querySelector('[data-tone]');
    if (tone === undefined) {
      expect(badge).toBeNull();
      expect(link).toHaveTextContent(LL.topBar.creditsBalance({ count: credits }));
    } else {
      expect(badge).toHaveAttribute('data-tone', tone);
      expect(link).toHaveAccessibleName(
        `${LL.topBar.credits()} ${LL.topBar.lowCreditsLabel({ count: credits })}`,
      );
    }
  });

  it('logs a member out from the account menu, by keyboard, with a fresh load of the home page', async () => {
    await loginAs('free');
    const { user, queryClient } = await renderApp({ path: '/chats' });
    const trigger = await screen.findByRole('button', {
      name: LL.topBar.accountMenu({ name: persona('free').name }),
    });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: LL.topBar.myProfile() })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: LL.topBar.settings() })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await user.click(within(menu).getByRole('menuitem', { name: LL.topBar.logout() }));
    await vi.waitFor(() => {
      expect(loadPage).toHaveBeenCalledWith('/');
    });
    // The server ended the session and nothing of the member is left in the cache.
    expect(queryClient.getQueryData(getGetUserQueryKey())).toBeNull();
    expect(queryClient.getQueryData(getGetChatsQueryKey())).toBeUndefined();
    await expect(getUser()).rejects.toMatchObject({ code: 'authentication_required' });
  });

  it('names each menu button by what it shows first (label in name)', async () => {
    await loginAs('free');
    await renderApp({ path: '/pricing' });
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('button', {
      name: LL.topBar.accountMenu({ name: persona('free').name }),
    });
    const triggers = within(banner)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-haspopup') !== null);
    expect(triggers).toHaveLength(2);
    for (const trigger of triggers) {
      const shown = trigger.textContent.trim();
      expect(shown).not.toBe('');
      expect(trigger.getAttribute('aria-label')?.startsWith(shown)).toBe(true);
    }
  });

  it('stays logged in and says so when logging out fails', async () => {
    await loginAs('free');
    simulation.fault({ operationId: 'logout', status: 503, code: 'server_error' });
    const { user } = await renderApp({ path: '/pricing' });
    await user.click(
      await screen.findByRole('button', { name: LL.topBar.accountMenu({ name: persona('free').name }) }),
    );
    await user.click(await screen.findByRole('menuitem', { name: LL.topBar.logout() }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LL.topBar.logoutFailed());
    expect(loadPage).not.toHaveBeenCalled();
    expect(screen.getByRole('navigation', { name: LL.topBar.mainNav() })).toBeVisible();
  });
});
