import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getChats } from '../../../generated/hooks/chat/chat';
import { getLikes } from '../../../generated/hooks/likes/likes';
import { members } from '../../../mocks/db/members';
import { personaIds } from '../../../mocks/seed/personas';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, persona } from '../../../tests/utils/simulation';

const LL = translations('en');

const setCredits = async (credits: number) => {
  await members.update((q) => q.where({ id: personaIds.premium }), {
    data: (member) => void (member.credits = credits),
  });
};

const mainNav = async () => screen.findByRole('navigation', { name: LL.topBar.mainNav() });

describe('top bar', () => {
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
    await loginAs('free');
    const { num_unread: unread } = await getChats();
    const { num_new: newLikes } = await getLikes();
    await renderApp({ path: '/pricing' });
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: LL.topBar.search() })).toHaveAttribute('href', '/members');
    const messages = within(nav).getByRole('link', { name: new RegExp(`^${LL.topBar.messages()}`) });
    expect(messages).toHaveAttribute('href', '/chats');
    if (unread > 0)
      expect(messages).toHaveAccessibleName(
        `${LL.topBar.messages()} ${LL.topBar.unreadLabel({ count: unread })}`,
      );
    const likes = within(nav).getByRole('link', { name: new RegExp(`^${LL.topBar.likes()}`) });
    if (newLikes > 0)
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
    expect(unread + newLikes).toBeGreaterThan(0);
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

  it('logs a member out from the account menu, by keyboard', async () => {
    await loginAs('free');
    const { user } = await renderApp({ path: '/pricing' });
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
    expect(
      await screen.findByRole('heading', { level: 1, name: LL.home.title({ siteName: 'Flirtpoint' }) }),
    ).toBeVisible();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: LL.topBar.login() })).toBeVisible();
  });
});
