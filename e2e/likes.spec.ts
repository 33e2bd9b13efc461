import type { Page } from '@playwright/test';
import type { LikesOverview } from '../generated/model';
import { localeCookie } from '../src/domain/locales';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';
import { loginAs } from './members';

const likesOf = async (page: Page): Promise<LikesOverview> => {
  const { data } = await contextClient(page.request).GET('/api/likes.php');
  if (data === undefined) throw new Error('no likes answer');
  return data;
};

const cardOf = (likes: LikesOverview, id: number | undefined) => {
  const card = likes.profiles.find((profile) => profile.id === id);
  if (card === undefined) throw new Error(`no card for ${String(id)}`);
  return card;
};

test.describe('likes (issue 16)', () => {
  test('on a smartphone: likes back a new like by keyboard alone, and the match leads into the conversation', async ({
    page,
  }) => {
    const t = translations('en').likes;
    await loginAs(page, 'free');
    const before = await likesOf(page);
    const liker = cardOf(
      before,
      before.liked_by.find((like) => like.like_new && !before.liked.includes(like.id))?.id,
    );
    await page.goto('/members');
    // The Likes tab of the bottom bar leads to the received likes.
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /^Likes/ })
      .last()
      .click();
    await expect(page).toHaveURL('/likes');
    const received = page.getByRole('list', { name: t.list.received() });
    await expect(received.getByRole('listitem')).toHaveCount(before.liked_by.length);
    const item = received.getByRole('listitem').filter({ hasText: liker.name });
    await expect(item.getByText(t.card.new())).toBeVisible();

    const likeBack = item.getByRole('button', { name: `${t.card.likeBack()} – ${liker.name}` });
    await tabTo(page, likeBack);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t.match.title() });
    await expect(dialog.getByText(t.match.text({ name: liker.name }))).toBeVisible();
    await expect(
      page.getByRole('link', { name: `${t.tabs.matches()} ${String(before.matches.length + 1)}` }),
    ).toBeAttached();
    // The focus is in the modal; its first action is the way into the conversation.
    await tabTo(page, dialog.getByRole('button', { name: t.match.message() }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/(members\/\d+\/chat|chats\/\d+)$/);
    expect((await likesOf(page)).matches).toContain(liker.id);
  });

  test('on a desktop, in German: takes back a like from the sent list, and a match opened by its address', async ({
    page,
    baseURL,
  }) => {
    const t = translations('de').likes;
    await page.context().addCookies([{ name: localeCookie.name, value: 'de', url: baseURL ?? '' }]);
    await loginAs(page, 'premium');
    const before = await likesOf(page);
    const matched = cardOf(before, before.matches[0]);
    const sentOnly = cardOf(
      before,
      before.liked.find((id) => !before.matches.includes(id)),
    );

    await page.goto('/likes/sent');
    await expect(
      page.getByRole('link', { name: `${t.tabs.sent()} ${String(before.liked.length)}` }),
    ).toHaveAttribute('aria-current', 'page');
    const sent = page.getByRole('list', { name: t.list.sent() });
    await sent
      .getByRole('listitem')
      .filter({ hasText: sentOnly.name })
      .getByRole('button', { name: `${t.card.takeBack()} – ${sentOnly.name}` })
      .click();
    await expect(page.getByText(t.notice.unliked({ name: sentOnly.name }))).toBeVisible();
    await expect(
      page.getByRole('link', { name: `${t.tabs.sent()} ${String(before.liked.length - 1)}` }),
    ).toBeVisible();
    expect((await likesOf(page)).liked).not.toContain(sentOnly.id);

    await page.goto(`/likes/m/${String(matched.id)}`);
    const dialog = page.getByRole('dialog', { name: t.match.title() });
    await expect(dialog.getByText(t.match.text({ name: matched.name }))).toBeVisible();
    await dialog.getByRole('button', { name: t.match.keepBrowsing() }).click();
    await expect(page).toHaveURL('/likes/matches');
    await expect(
      page
        .getByRole('list', { name: t.list.matches() })
        .getByRole('listitem')
        .filter({ hasText: matched.name }),
    ).toHaveCount(1);
  });

  test('on a smartphone: a link with t shows the new-like modal t seconds after load; its photo opens the profile', async ({
    page,
  }) => {
    const root = translations('en').newLike;
    await loginAs(page, 'free');
    await page.goto('/members?t=1');
    const dialog = page.getByRole('dialog', { name: root.title() });
    await expect(dialog).toBeVisible();
    // The delay is used up: the address no longer carries it, so a reload shows no modal again.
    await expect(page).toHaveURL('/members');
    await dialog.getByRole('button', { name: root.photoLabel() }).tap();
    await expect(page).toHaveURL(/\/members\/\d+$/);
    await expect(dialog).toBeHidden();
  });
});
