import type { Page } from '@playwright/test';
import { localeCookie } from '../src/domain/locales';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { expect, test } from './fixtures';
import { loginAs } from './members';

const en = translations('en');
const t = en.memberView;

/** A woman in the United Kingdom with at least `photos` photos, as the search finds her. */
const womanWithPhotos = async (page: Page, photos: number) => {
  const { data } = await contextClient(page.request).GET('/api/search.php', {
    params: { query: { gender: 'female', country: 'GB', page: 1, per_page: 24 } },
  });
  const found = data?.profiles.find((card) => card.photo_count >= photos && !card.liked);
  if (found === undefined) throw new Error(`no woman with ${String(photos)} photos on the first page`);
  return found;
};

/** Someone who liked this member and whom they have not liked back: a like makes a match. */
const unansweredLiker = async (page: Page) => {
  const { data } = await contextClient(page.request).GET('/api/likes.php');
  const liker = data?.liked_by.find((like) => !data.liked.includes(like.id));
  const card = data?.profiles.find((profile) => profile.id === liker?.id);
  if (card === undefined) throw new Error('no unanswered like in the seed');
  return card;
};

const nameHeading = (page: Page, card: { name: string; age: number }) =>
  page.getByRole('heading', { level: 1, name: t.nameAndAge({ name: card.name, age: card.age }) });

test.describe('member profile', () => {
  test('on a smartphone: from the search into a profile, photos by swipe and keyboard, like and block by keyboard', async ({
    page,
  }) => {
    await loginAs(page, 'free');
    const card = await womanWithPhotos(page, 2);
    await page.goto('/members?gender=female&country=GB');
    await page
      .getByRole('link', { name: new RegExp(`^Photo of ${card.name}`) })
      .first()
      .click();
    await expect(page).toHaveURL(`/members/${String(card.id)}`);
    await expect(nameHeading(page, card)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^(\\(\\d+\\) )?${card.name}, ${String(card.age)} \\| `));

    // A free member sees the first photo; the second slide says how many more and leads to premium.
    const gallery = page.getByRole('region', { name: t.gallery.label({ name: card.name }) });
    const slides = gallery.getByRole('list');
    await slides.evaluate((row) => {
      // What a finger's swipe does: the row scrolls one photo on and snaps.
      row.scrollBy({ left: row.clientWidth, behavior: 'instant' });
    });
    await expect(gallery.getByText(t.gallery.slide({ index: 2, count: 2 }))).toBeVisible();
    await expect(gallery.getByRole('link', { name: t.gallery.getPremium() })).toBeInViewport();
    await slides.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.getByText(t.gallery.slide({ index: 1, count: 2 }))).toBeVisible();

    // The action bar stays in reach at the foot of the screen, above the tab bar.
    const actions = page.getByRole('group', { name: t.actions.label() });
    await page.evaluate(() => {
      window.scrollBy(0, 600);
    });
    await expect(actions).toBeInViewport();

    const like = actions.getByRole('button', { name: t.actions.like() });
    await like.focus();
    await page.keyboard.press('Space');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(t.actions.liked({ name: card.name }))).toBeVisible();

    await actions.getByRole('button', { name: t.actions.more() }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: t.actions.block() })).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: t.blockConfirm.title({ name: card.name }) });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: t.blockConfirm.confirm() }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(t.blockedNote())).toBeVisible();
    const { data } = await contextClient(page.request).GET('/api/block.php');
    expect(data?.profiles.map((profile) => profile.id)).toContain(card.id);

    // Long names, cities and interests never widen the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('on a desktop: every photo for a premium member by the arrow buttons, and a like that makes a match', async ({
    page,
  }) => {
    await loginAs(page, 'premium');
    const card = await womanWithPhotos(page, 2);
    await page.goto(`/members/${String(card.id)}`);
    const gallery = page.getByRole('region', { name: t.gallery.label({ name: card.name }) });
    await expect(gallery.getByRole('img')).toHaveCount(card.photo_count);
    await gallery.getByRole('button', { name: t.gallery.next() }).focus();
    await page.keyboard.press('Enter');
    await expect(gallery.getByText(t.gallery.slide({ index: 2, count: card.photo_count }))).toBeVisible();

    const liker = await unansweredLiker(page);
    await page.goto(`/members/${String(liker.id)}`);
    await expect(nameHeading(page, liker)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.sections.related() })).toBeVisible();
    const like = page.getByRole('button', { name: t.actions.like() });
    await like.focus();
    await page.keyboard.press('Enter');
    // The like makes a match: the match modal (issue 16), closed by keyboard; the line stays.
    const match = page.getByRole('dialog', { name: en.likes.match.title() });
    await expect(match.getByText(en.likes.match.text({ name: liker.name }))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(match).toBeHidden();
    await expect(page.getByText(t.actions.match({ name: liker.name }))).toBeVisible();

    // A report, by keyboard, with a reason and the block in the same step.
    const r = en.report;
    await page.getByRole('button', { name: t.actions.more() }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: t.actions.block() })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: t.actions.report() })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: r.title({ name: liker.name }) });
    await expect(dialog).toBeVisible();
    await dialog.getByText(r.reasons.scam_or_spam(), { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: r.reasons.scam_or_spam() })).toBeChecked();
    await dialog.getByRole('textbox', { name: r.details() }).fill('<b>Asked me for money</b>');
    await dialog.getByText(r.alsoBlock({ name: liker.name }), { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: r.alsoBlock({ name: liker.name }) })).toBeChecked();
    await dialog.getByRole('button', { name: r.send() }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(/^Thank you\. Your report has reference R-\d{4}-\d{6}\.$/)).toBeVisible();
    await dialog.getByRole('button', { name: r.done() }).click();
    await expect(page.getByText(t.blockedNote())).toBeVisible();
  });

  test("on a desktop: a visitor gets the spec's messages and a way to log in that comes back to the profile", async ({
    page,
  }) => {
    const loggedIn = await page.context().newPage();
    await loginAs(loggedIn, 'free');
    const card = await womanWithPhotos(loggedIn, 2);
    await page.context().clearCookies();
    await loggedIn.close();

    await page.goto(`/members/${String(card.id)}`);
    await expect(nameHeading(page, card)).toBeVisible();
    // Scenario visitor-like-asks-to-log-in, through the screen (spec §6 wording).
    await page.getByRole('button', { name: t.actions.like() }).click();
    const likePrompt = page.getByRole('dialog', { name: `Login to like ${card.name}'s profile` });
    await expect(likePrompt).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(likePrompt).toBeHidden();
    await page.getByRole('button', { name: t.actions.gift() }).click();
    const prompt = page.getByRole('dialog', {
      name: `You need to be logged in to send a gift to ${card.name}`,
    });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('link', { name: t.visitor.login() }).click();
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/members/${String(card.id)}`)}`);
  });

  test('on a smartphone, in Finnish: nothing overflows at 360 px', async ({ page, context, baseURL }) => {
    const fi = translations('fi');
    await loginAs(page, 'free');
    const card = await womanWithPhotos(page, 2);
    await context.addCookies([{ name: localeCookie.name, value: 'fi', url: baseURL }]);
    await page.goto(`/members/${String(card.id)}`);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: fi.memberView.nameAndAge({ name: card.name, age: card.age }),
      }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: fi.memberView.actions.like() })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
