import type { Locator, Page } from '@playwright/test';
import type { Landing } from '../generated/model';
import { breakpoints } from '../src/ui/tokens';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { scanInPlace } from './axe';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';

const LL = translations('en');
const t = LL.landerSwipe;

/** Likes that end the game (src/features/landers/use-swipe-deck.ts). */
const likesToMatch = 3;

/** The campaign as the server answers it for the gay niche (prefix /gay, niche 7). */
const gayCampaign = async (page: Page): Promise<Landing> => {
  const { data } = await contextClient(page.request).GET('/api/landing.php', {
    params: { query: { name: 'tinderswipe', niche: 7, lang: 'en' } },
  });
  if (data === undefined) throw new Error('no tinderswipe campaign');
  return data.landing;
};

/** The campaign's member at `index`, which the journey needs there. */
const memberAt = (landing: Landing, index: number) => {
  const member = landing.profiles[index];
  if (member === undefined) throw new Error(`the campaign has no member ${String(index)}`);
  return member;
};

const middleOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('the card has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < breakpoints.md;

/** No wider than the screen: nothing scrolls sideways. */
const expectNoSideways = async (page: Page) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
};

/** The signup as the screen size has it: the page on a phone, the dialog on a desktop. */
const expectSignupOpen = async (page: Page) => {
  if (isPhone(page)) {
    await expect(page).toHaveURL('/signup');
    await expect(page.getByRole('heading', { level: 1, name: LL.routes.signup() })).toBeVisible();
  } else {
    const dialog = page.getByRole('dialog', { name: LL.signupEntry.title() });
    await expect(dialog.getByRole('form', { name: LL.signup.formLabel() })).toBeVisible();
  }
};

test.describe('the swipe lander', () => {
  test('a visitor swipes by keyboard alone to the end card, and its call opens the signup', async ({
    page,
  }) => {
    const campaign = await gayCampaign(page);
    const first = memberAt(campaign, 0);
    const liked = Array.from({ length: likesToMatch }, (_, index) => memberAt(campaign, index + 1));

    await page.goto('/gay/landers/tinderswipe');
    await expect(page.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
    const stack = page.getByRole('group', { name: t.stackLabel() });
    await expect(stack.getByRole('img', { name: LL.landers.photoAlt({ name: first.name }) })).toBeVisible();
    // Like and pass sit on the first screen, under the thumb.
    await expect(page.getByRole('button', { name: `${t.like()} – ${first.name}` })).toBeInViewport();
    await expect(page.getByRole('button', { name: `${t.pass()} – ${first.name}` })).toBeInViewport();
    await expectNoSideways(page);

    // Pass the first, like the next three: each swipe is said, and the end card takes the focus.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText(t.passed({ name: first.name }))).toBeVisible();
    for (const member of liked) {
      await expect(page.getByRole('button', { name: `${t.like()} – ${member.name}` })).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByText(t.liked({ name: member.name }))).toBeVisible();
    }
    const end = page.getByRole('heading', { level: 2, name: t.endTitle() });
    await expect(end).toBeFocused();
    await expect(stack).toHaveCount(0);
    const likedList = page.getByRole('list', { name: t.likedList() });
    await expect(likedList.getByRole('listitem')).toHaveCount(likesToMatch);
    await expectNoSideways(page);
    // The end card is a state of its own, which the scan of the loaded page never sees.
    expect(await scanInPlace(page)).toEqual([]);

    const cta = page.getByRole('button', { name: t.cta() });
    await tabTo(page, cta);
    await page.keyboard.press('Enter');
    await expectSignupOpen(page);
  });

  test('a card dragged to the right is liked; one dragged a little springs back', async ({ page }) => {
    const campaign = await gayCampaign(page);
    const first = memberAt(campaign, 0);
    const second = memberAt(campaign, 1);
    await page.goto('/gay/landers/tinderswipe');
    const photo = page
      .getByRole('group', { name: t.stackLabel() })
      .getByRole('img', { name: LL.landers.photoAlt({ name: first.name }) });
    const { x, y } = await middleOf(photo);

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 40, y, { steps: 4 });
    await page.mouse.up();
    await expect(page.getByRole('button', { name: `${t.like()} – ${first.name}` })).toBeVisible();

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 160, y, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByText(t.liked({ name: first.name }))).toBeVisible();
    await expect(page.getByRole('button', { name: `${t.like()} – ${second.name}` })).toBeVisible();
  });
});
