import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getChats } from '../../../generated/hooks/chat/chat';
import { getLikes } from '../../../generated/hooks/likes/likes';
import { members } from '../../../mocks/db/members';
import { likes, messages } from '../../../mocks/db/social';
import { personaIds } from '../../../mocks/seed/personas';
import { clock } from '../../lib/clock';
import { fakeMatchMedia } from '../../../tests/utils/match-media';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs } from '../../../tests/utils/simulation';
import { smartphoneQuery } from '../../ui/use-media';

const LL = translations('en');

/** The seeded conversation of free and premium. */
const conversationWithFree = 1;

const onSmartphone = () => fakeMatchMedia({ [smartphoneQuery]: true });

const tabBar = async () => {
  const nav = await screen.findByRole('navigation', { name: LL.topBar.mainNav() });
  // The phone's bar is the page's, not the top bar's.
  expect(within(screen.getByRole('banner')).queryByRole('navigation')).not.toBeInTheDocument();
  return nav;
};

const tab = (nav: HTMLElement, label: string) =>
  within(nav).getByRole('link', { name: new RegExp(`^${label}`) });

/** Premium writes `count` unread messages to free, straight into the simulated store. */
const unreadForFree = async (count: number) => {
  const sentAt = clock.now().toISOString();
  for (let index = 0; index < count; index += 1) {
    await messages.create({
      id: 800_000 + index,
      conversationId: conversationWithFree,
      fromId: personaIds.premium,
      kind: 'text',
      text: `Message ${String(index)}`,
      photoFilename: null,
      giftId: null,
      sentAt,
      read: false,
    });
  }
};

describe('bottom tab bar (phones)', () => {
  it('gives a free member five tabs with icons and words, Get Premium among them', async () => {
    onSmartphone();
    await loginAs('free');
    await renderApp({ path: '/pricing' });
    const nav = await tabBar();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/members',
      '/chats',
      '/likes',
      '/premium',
      '/profile',
    ]);
    expect(tab(nav, LL.topBar.tabSearch())).toHaveAccessibleName(LL.topBar.tabSearch());
    expect(tab(nav, LL.topBar.tabPremium())).toHaveAccessibleName(LL.topBar.tabPremium());
    expect(tab(nav, LL.topBar.tabProfile())).toHaveAccessibleName(LL.topBar.tabProfile());
    expect(tab(nav, LL.topBar.messages())).toBeVisible();
    expect(tab(nav, LL.topBar.likes())).toBeVisible();
    expect(within(nav).queryByRole('link', { name: new RegExp(`^${LL.topBar.credits()}`) })).toBeNull();
    // Icons sit beside the words and are never read out.
    for (const link of links) {
      const icon = link.querySelector('svg');
      expect(icon).not.toBeNull();
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('shows unread messages as 99+ from 100, and the new likes', async () => {
    onSmartphone();
    // After the first request: that one reseeds the simulation if an earlier test changed it.
    await loginAs('free');
    await unreadForFree(100);
    await likes.create({
      fromId: personaIds.premium,
      toId: personaIds.free,
      createdAt: clock.now().toISOString(),
      isNew: true,
    });
    const { num_unread: unread } = await getChats();
    const { num_new: newLikes } = await getLikes();
    expect(unread).toBeGreaterThanOrEqual(100);
    expect(newLikes).toBeGreaterThan(0);
    await renderApp({ path: '/pricing' });
    const nav = await tabBar();
    const messagesTab = tab(nav, LL.topBar.messages());
    await expect.poll(() => messagesTab.textContent).toContain('99+');
    expect(messagesTab).toHaveAccessibleName(
      `${LL.topBar.messages()} ${LL.topBar.unreadLabel({ count: unread })}`,
    );
    expect(messagesTab.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'unread');
    const likesTab = tab(nav, LL.topBar.likes());
    expect(likesTab).toHaveAccessibleName(
      `${LL.topBar.likes()} ${LL.topBar.newLikesLabel({ count: newLikes })}`,
    );
    expect(likesTab).toHaveTextContent(String(newLikes));
  });

  it.each([
    [11, undefined],
    [10, 'warning'],
    [0, 'danger'],
  ] as const)('shows a paid member with %i credits the Credits tab (badge: %s)', async (credits, tone) => {
    onSmartphone();
    await loginAs('premium');
    await members.update((q) => q.where({ id: personaIds.premium }), {
      data: (member) => void (member.credits = credits),
    });
    await renderApp({ path: '/pricing' });
    const nav = await tabBar();
    const creditsTab = tab(nav, LL.topBar.credits());
    expect(creditsTab).toHaveAttribute('href', '/credits/repeat-order');
    expect(within(nav).queryByRole('link', { name: LL.topBar.tabPremium() })).toBeNull();
    const badge = creditsTab.querySelector('[data-tone]');
    if (tone === undefined) {
      expect(badge).toBeNull();
      expect(creditsTab).toHaveAccessibleName(LL.topBar.credits());
    } else {
      expect(badge).toHaveAttribute('data-tone', tone);
      expect(creditsTab).toHaveAccessibleName(
        `${LL.topBar.credits()} ${LL.topBar.lowCreditsLabel({ count: credits })}`,
      );
    }
  });

  it('marks the tab of the screen on show, and moves the mark with the member', async () => {
    onSmartphone();
    await loginAs('free');
    const { user } = await renderApp({ path: '/likes' });
    const nav = await tabBar();
    expect(tab(nav, LL.topBar.likes())).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
    await user.click(tab(nav, LL.topBar.tabProfile()));
    expect(await screen.findByRole('heading', { level: 1, name: LL.routes.profile() })).toBeVisible();
    expect(tab(nav, LL.topBar.tabProfile())).toHaveAttribute('aria-current', 'page');
    expect(tab(nav, LL.topBar.likes())).not.toHaveAttribute('aria-current');
  });

  it('is absent for visitors, in a conversation, and on wider screens', async () => {
    const media = onSmartphone();
    const { unmount } = await renderApp({ path: '/pricing' });
    await within(await screen.findByRole('banner')).findByRole('link', { name: LL.topBar.login() });
    expect(screen.queryByRole('navigation', { name: LL.topBar.mainNav() })).toBeNull();
    unmount();

    await loginAs('free');
    const chat = await renderApp({ path: `/chats/${String(conversationWithFree)}` });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: LL.topBar.mainNav() })).toBeNull();
    chat.unmount();

    await renderApp({ path: '/pricing' });
    await tabBar();
    // Turned to landscape on a tablet: the top bar takes the links back.
    media.set(smartphoneQuery, false);
    const nav = screen.getByRole('navigation', { name: LL.topBar.mainNav() });
    expect(within(screen.getByRole('banner')).getByRole('navigation')).toBe(nav);
    expect(within(nav).queryByRole('link', { name: LL.topBar.tabProfile() })).toBeNull();
  });
});
