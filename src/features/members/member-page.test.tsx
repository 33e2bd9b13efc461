import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getGetLikesQueryKey } from '../../../generated/hooks/likes/likes';
import type { LikesOverview, ProfileCard } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import { members } from '../../../mocks/db/members';
import { personaIds } from '../../../mocks/seed/personas';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, simulationClient } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.memberView;

beforeAll(async () => {
  await import('./member-page');
}, 30_000);

/** A woman in the United Kingdom (whom the free persona looks for) with at least `photos` photos. */
const womanWithPhotos = async (photos: number): Promise<ProfileCard> => {
  const { data } = await simulationClient().GET('/api/search.php', {
    params: { query: { gender: 'female', country: 'GB', page: 1, per_page: 24 } },
  });
  const found = data?.profiles.find((card) => card.photo_count >= photos && card.id !== personaIds.premium);
  if (found === undefined) throw new Error(`no woman with ${String(photos)} photos in the seed`);
  return found;
};

const memberOf = (id: number) => {
  const member = members.findFirst((q) => q.where({ id }));
  if (member === undefined) throw new Error(`no member ${String(id)}`);
  return member;
};

const heading = (card: { name: string; age: number }) =>
  screen.findByRole('heading', { level: 1, name: t.nameAndAge({ name: card.name, age: card.age }) });

const newLikesOfFree = async () => {
  const { data } = await simulationClient().GET('/api/likes.php');
  return data?.num_new;
};

const likesReads = () => simulation.log().filter((entry) => entry.operationId === 'getLikes').length;

const openProfile = async (id: number) => renderApp({ path: `/members/${String(id)}` });

describe('/members/{id}', () => {
  it('shows a free member the first photo, the way to premium for the rest, the details and related members', async () => {
    await loginAs('free');
    const card = await womanWithPhotos(3);
    await openProfile(card.id);
    await heading(card);
    const gallery = screen.getByRole('region', { name: t.gallery.label({ name: card.name }) });
    expect(
      within(gallery).getByRole('img', { name: t.gallery.photoAlt({ index: 1, name: card.name }) }),
    ).toBeVisible();
    expect(
      within(gallery).getByText(t.gallery.hiddenCount({ count: card.photo_count - 1 })),
    ).toBeInTheDocument();
    expect(within(gallery).getByRole('link', { name: t.gallery.getPremium() })).toHaveAttribute(
      'href',
      '/premium',
    );
    const member = memberOf(card.id);
    expect(screen.getByRole('heading', { name: t.sections.interests() })).toBeVisible();
    expect(screen.getByRole('heading', { name: t.sections.details() })).toBeVisible();
    if (member.city !== null) expect(screen.getAllByText(member.city).length).toBeGreaterThan(0);
    await screen.findByRole('heading', { name: t.sections.related() });
  });

  it('shows a premium member every photo and moves through them with the arrows', async () => {
    await loginAs('premium');
    const card = await womanWithPhotos(2);
    const { user } = await openProfile(card.id);
    await heading(card);
    const gallery = screen.getByRole('region', { name: t.gallery.label({ name: card.name }) });
    expect(within(gallery).getAllByRole('img')).toHaveLength(card.photo_count);
    expect(within(gallery).queryByText(t.gallery.getPremium())).not.toBeInTheDocument();
    const position = within(gallery).getByText(t.gallery.slide({ index: 1, count: card.photo_count }));
    expect(within(gallery).getByRole('button', { name: t.gallery.previous() })).toBeDisabled();
    await user.click(within(gallery).getByRole('button', { name: t.gallery.next() }));
    expect(position).toHaveTextContent(t.gallery.slide({ index: 2, count: card.photo_count }));
  });

  it('marks a new like seen when its profile opens, and the Likes badge drops at once', async () => {
    await loginAs('free');
    const { data } = await simulationClient().GET('/api/likes.php');
    const newLike = data?.liked_by.find((like) => like.like_new);
    if (newLike === undefined) throw new Error('the free persona has no new like in the seed');
    const before = data?.num_new ?? 0;
    const { queryClient, router } = await renderApp({ path: '/members' });
    const badgeCount = () => queryClient.getQueryData<LikesOverview>(getGetLikesQueryKey())?.num_new;
    // The top bar has read the badge before the profile opens; it is not read again on its own.
    await waitFor(() => {
      expect(badgeCount()).toBe(before);
    });
    const readsBefore = likesReads();
    await act(() => router.navigate(`/members/${String(newLike.id)}`));
    await screen.findByRole('heading', { level: 1, name: new RegExp(`^${memberOf(newLike.id).name}, \\d+`) });
    // Dropped by the profile's answer, not by the top bar's next refresh.
    await waitFor(() => {
      expect(badgeCount()).toBe(before - 1);
    });
    expect(likesReads()).toBe(readsBefore);
    expect(await newLikesOfFree()).toBe(before - 1);
  });

  it('likes with one press, says so, and takes the like back', async () => {
    await loginAs('free');
    const card = await womanWithPhotos(1);
    const { user } = await openProfile(card.id);
    await heading(card);
    const like = screen.getByRole('button', { name: t.actions.like() });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await screen.findByText(t.actions.liked({ name: card.name }));
    const { data } = await simulationClient().GET('/api/likes.php');
    expect(data?.liked).toContain(card.id);
    await user.click(like);
    await screen.findByText(t.actions.unliked());
    expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the Like button usable and focused while the like is on its way, ignoring a second press', async () => {
    await loginAs('free');
    const card = await womanWithPhotos(1);
    const { user } = await openProfile(card.id);
    await heading(card);
    const like = screen.getByRole('button', { name: t.actions.like() });
    simulation.fault({ operationId: 'likeMember', delayMs: 400, once: true });
    act(() => {
      like.focus();
    });
    await user.keyboard('[Space]');
    // A disabled button would drop the keyboard's focus to the page's start.
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toBeEnabled();
    expect(like).toHaveFocus();
    await user.keyboard('[Space]');
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await screen.findByText(t.actions.liked({ name: card.name }));
    expect(like).toHaveFocus();
    expect(simulation.log().filter((entry) => entry.operationId === 'likeMember')).toHaveLength(1);
    expect(simulation.log().some((entry) => entry.operationId === 'unlikeMember')).toBe(false);
  });

  it('opens the match modal when the member had liked me first, and keeps the match line after it', async () => {
    await loginAs('free');
    const { data } = await simulationClient().GET('/api/likes.php');
    const likedMe = data?.liked_by.find((like) => !data.liked.includes(like.id));
    if (likedMe === undefined) throw new Error('the free persona has no unanswered like in the seed');
    const { name } = memberOf(likedMe.id);
    const { user } = await openProfile(likedMe.id);
    await user.click(await screen.findByRole('button', { name: t.actions.like() }));
    const dialog = await screen.findByRole('dialog', { name: LL.likes.match.title() });
    await within(dialog).findByText(LL.likes.match.text({ name }));
    await user.click(within(dialog).getByRole('button', { name: LL.likes.match.keepBrowsing() }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.getByText(t.actions.match({ name }))).toBeInTheDocument();
  });

  it('puts the like back and says why when the server refuses it', async () => {
    await loginAs('free');
    const card = await womanWithPhotos(1);
    const { user } = await openProfile(card.id);
    await heading(card);
    // She turns invisible while her profile is open: a like is no longer allowed (spec §4).
    await members.update((q) => q.where({ id: card.id }), {
      data: (member) => void (member.invisible = true),
    });
    const like = screen.getByRole('button', { name: t.actions.like() });
    await user.click(like);
    expect(await screen.findByRole('alert')).toHaveTextContent(LL.apiErrors.member_invisible());
    expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  it('blocks after a confirmation, then unblocks', async () => {
    await loginAs('free');
    const card = await womanWithPhotos(1);
    const { user } = await openProfile(card.id);
    await heading(card);
    await user.click(screen.getByRole('button', { name: t.actions.more() }));
    await user.click(await screen.findByRole('menuitem', { name: t.actions.block() }));
    const dialog = await screen.findByRole('dialog', { name: t.blockConfirm.title({ name: card.name }) });
    await user.click(within(dialog).getByRole('button', { name: t.blockConfirm.confirm() }));
    await screen.findByText(t.blockedNote());
    const { data } = await simulationClient().GET('/api/block.php');
    expect(data?.profiles.map((profile) => profile.id)).toContain(card.id);
    await user.click(screen.getByRole('button', { name: t.actions.unblock() }));
    await screen.findByRole('button', { name: t.actions.like() });
    const after = await simulationClient().GET('/api/block.php');
    expect(after.data?.profiles.map((profile) => profile.id)).not.toContain(card.id);
  });

  it("tells a member who is blocked: You're blocked by {name}", async () => {
    await loginAs('free');
    await openProfile(personaIds.blocked);
    expect(await screen.findByText("You're blocked by blocked")).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: t.backToSearch() })).toHaveAttribute('href', '/members');
  });

  it('says a profile that does not exist was not found, for unknown and malformed ids', async () => {
    await loginAs('free');
    const first = await openProfile(999_999);
    expect(await screen.findByText(t.notFound())).toBeVisible();
    first.unmount();
    await openProfile(Number.NaN);
    expect(await screen.findByText(t.notFound())).toBeVisible();
  });

  it("shows a visitor the spec's messages for like, message, gift and more photos, each with a way to log in", async () => {
    const card = await womanWithPhotos(3);
    const { user } = await openProfile(card.id);
    await heading(card);
    const loginHref = `/login?next=${encodeURIComponent(`/members/${String(card.id)}`)}`;
    const gallery = screen.getByRole('region', { name: t.gallery.label({ name: card.name }) });
    expect(within(gallery).getByText(`Login to view more photos of ${card.name}`)).toBeInTheDocument();
    expect(within(gallery).getByRole('link', { name: t.visitor.login() })).toHaveAttribute('href', loginHref);
    const cases: [string, string][] = [
      [t.actions.like(), `Login to like ${card.name}'s profile`],
      [t.actions.message(), 'You need to be logged in to chat'],
      [t.actions.gift(), `You need to be logged in to send a gift to ${card.name}`],
    ];
    for (const [button, message] of cases) {
      await user.click(screen.getByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: message });
      expect(within(dialog).getByRole('link', { name: t.visitor.login() })).toHaveAttribute(
        'href',
        loginHref,
      );
      await user.keyboard('{Escape}');
      await waitFor(() => {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      });
    }
  });

  it('renders markup in a member text as text', async () => {
    await loginAs('free');
    const card = await womanWithPhotos(1);
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    await members.update((q) => q.where({ id: card.id }), {
      data: (member) => void (member.aboutMe = payload),
    });
    await openProfile(card.id);
    expect(await screen.findByText(payload)).toBeVisible();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
