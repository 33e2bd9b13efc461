import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LikesOverview, ProfileCard } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, simulationClient } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.likes;

beforeAll(async () => {
  await Promise.all([import('./likes-page'), import('./match-dialog')]);
}, 30_000);

const likesOfMember = async (): Promise<LikesOverview> => {
  const { data } = await simulationClient().GET('/api/likes.php');
  if (data === undefined) throw new Error('no likes answer');
  return data;
};

const cardOf = (likes: LikesOverview, id: number): ProfileCard => {
  const card = likes.profiles.find((profile) => profile.id === id);
  if (card === undefined) throw new Error(`no card for ${String(id)}`);
  return card;
};

/** The free persona's seed: three received likes (two new), one of them liked back (a match). */
const freeLikes = async () => {
  await loginAs('free');
  const likes = await likesOfMember();
  const match = likes.matches[0];
  const unanswered = likes.liked_by.find((like) => like.like_new && !likes.liked.includes(like.id));
  if (match === undefined || unanswered === undefined)
    throw new Error('the free persona lacks a match or a new like');
  return { likes, match: cardOf(likes, match), unanswered: cardOf(likes, unanswered.id) };
};

/** A tab by its name and count; `hidden`: also behind an open modal, which hides the page from assistive technology. */
const tab = (name: string, count: number, hidden = false) =>
  screen.getByRole('link', { name: `${name} ${String(count)}`, hidden });
const list = (type: 'received' | 'sent' | 'matches') => screen.findByRole('list', { name: t.list[type]() });
const cardItem = async (type: 'received' | 'sent' | 'matches', name: string) => {
  const items = within(await list(type)).getAllByRole('listitem');
  const item = items.find((candidate) => within(candidate).queryByText(name) !== null);
  if (item === undefined) throw new Error(`${name} is not in the ${type} list`);
  return item;
};

describe('/likes', () => {
  it('lists the likes received with their counts and new marks, newest first', async () => {
    const { likes, unanswered } = await freeLikes();
    await renderApp({ path: '/likes' });
    const received = await list('received');
    expect(within(received).getAllByRole('listitem')).toHaveLength(likes.liked_by.length);
    expect(tab(t.tabs.received(), likes.liked_by.length)).toHaveAttribute('aria-current', 'page');
    expect(tab(t.tabs.sent(), likes.liked.length)).not.toHaveAttribute('aria-current');
    expect(tab(t.tabs.matches(), likes.matches.length)).toBeInTheDocument();
    const item = await cardItem('received', unanswered.name);
    expect(within(item).getByText(t.card.new())).toBeVisible();
    expect(within(item).getByRole('link', { name: new RegExp(unanswered.name) })).toHaveAttribute(
      'href',
      `/members/${String(unanswered.id)}`,
    );
  });

  it('likes back at once, opens the match modal, and the server holds the match', async () => {
    const { likes, unanswered } = await freeLikes();
    // The server's answer held back a second: the tabs follow the press before it comes.
    simulation.fault({ operationId: 'likeMember', delayMs: 1_000, once: true });
    const { user } = await renderApp({ path: '/likes/received' });
    const item = await cardItem('received', unanswered.name);
    await user.click(within(item).getByRole('button', { name: `${t.card.likeBack()} – ${unanswered.name}` }));
    await waitFor(() => {
      expect(tab(t.tabs.sent(), likes.liked.length + 1)).toBeInTheDocument();
    });
    expect(tab(t.tabs.matches(), likes.matches.length + 1)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: t.match.title() });
    await within(dialog).findByText(t.match.text({ name: unanswered.name }));
    expect(
      within(dialog).getByRole('img', { name: t.match.photos({ name: unanswered.name }) }),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t.match.keepBrowsing() }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.getByText(t.notice.liked({ name: unanswered.name }))).toBeInTheDocument();
    expect((await likesOfMember()).matches).toContain(unanswered.id);
  });

  it('takes back a like: the match ends, their like stays, and an empty list says what to do next', async () => {
    const { likes, match } = await freeLikes();
    const { user } = await renderApp({ path: '/likes/matches' });
    const item = await cardItem('matches', match.name);
    expect(within(item).getByRole('link', { name: `${t.card.message()} – ${match.name}` })).toHaveAttribute(
      'href',
      `/members/${String(match.id)}/chat`,
    );
    await user.click(within(item).getByRole('button', { name: `${t.card.takeBack()} – ${match.name}` }));
    const notice = await screen.findByText(t.notice.unliked({ name: match.name }));
    // The button went with its card: the focus is on the line that says what happened.
    expect(notice.closest('[aria-live]')).toHaveFocus();
    const after = await likesOfMember();
    expect(after.matches).not.toContain(match.id);
    expect(after.liked_by.map((like) => like.id)).toContain(match.id);
    // The other matches too: then the list says what to do next.
    for (const id of likes.matches.filter((other) => other !== match.id)) {
      const other = cardOf(likes, id);
      await user.click(
        within(await cardItem('matches', other.name)).getByRole('button', {
          name: `${t.card.takeBack()} – ${other.name}`,
        }),
      );
      await screen.findByText(t.notice.unliked({ name: other.name }));
    }
    await screen.findByText(t.empty.matches());
    expect(screen.getByRole('link', { name: t.empty.swipe() })).toHaveAttribute('href', '/swipe-game');
  });

  it('says why a like back was refused and puts the lists back as they were', async () => {
    const { likes, unanswered } = await freeLikes();
    // The member went invisible in the meantime (spec §4): the like is refused.
    simulation.fault({ operationId: 'likeMember', status: 403, code: 'member_invisible', once: true });
    const { user } = await renderApp({ path: '/likes' });
    const item = await cardItem('received', unanswered.name);
    await user.click(within(item).getByRole('button', { name: `${t.card.likeBack()} – ${unanswered.name}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LL.apiErrors.member_invisible());
    expect(tab(t.tabs.sent(), likes.liked.length)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      within(item).getByRole('button', { name: `${t.card.likeBack()} – ${unanswered.name}` }),
    ).toBeEnabled();
  });

  it('opens a match by its address over the matches, and closing it stays on the matches', async () => {
    const { likes, match } = await freeLikes();
    const { user, router } = await renderApp({ path: `/likes/m/${String(match.id)}` });
    const dialog = await screen.findByRole('dialog', { name: t.match.title() });
    await within(dialog).findByText(t.match.text({ name: match.name }));
    expect(tab(t.tabs.matches(), likes.matches.length, true)).toHaveAttribute('aria-current', 'page');
    await user.click(within(dialog).getByRole('button', { name: t.match.message() }));
    await waitFor(() => {
      expect(router.state.location.pathname).toMatch(/^\/(members\/\d+\/chat|chats\/\d+)$/);
    });
  });

  it('says so when the match of an address is no longer there', async () => {
    const { unanswered } = await freeLikes();
    const { user, router } = await renderApp({ path: `/likes/m/${String(unanswered.id)}` });
    const dialog = await screen.findByRole('dialog', { name: t.match.title() });
    await within(dialog).findByText(t.match.gone());
    expect(within(dialog).queryByRole('button', { name: t.match.message() })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.match.keepBrowsing() }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/likes/matches');
    });
  });

  it('shows the not-found page for a list that does not exist', async () => {
    await loginAs('free');
    await renderApp({ path: '/likes/everyone' });
    await screen.findByRole('heading', { level: 1, name: LL.errorPage.notFound() });
  });

  it('keeps the tabs and the grid in place while the lists load, then says when they failed', async () => {
    await loginAs('free');
    simulation.fault({ operationId: 'getLikes', status: 500, code: 'server_error' });
    await renderApp({ path: '/likes/sent' });
    expect(await screen.findByRole('link', { name: t.tabs.sent() })).toHaveAttribute('aria-current', 'page');
    // The grid's skeleton holds the room meanwhile; then the failure, with a way to try again.
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(t.loadFailed());
    expect(screen.getByRole('button', { name: t.retry() })).toBeInTheDocument();
  });
});
