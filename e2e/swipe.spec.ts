import type { Locator, Page } from '@playwright/test';
import { swipeLikesPerDay } from '../src/domain/limits';
import { translations } from '../tests/utils/i18n';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';
import { loginAs } from './members';

const t = translations('en').swipe;

const centreOf = async (card: Locator) => {
  const box = await card.boundingBox();
  if (box === null) throw new Error('the card is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** A mouse's drag across the card, button held. */
const mouseDrag = async (page: Page, card: Locator, dx: number) => {
  const { x, y } = await centreOf(card);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 8 });
  await page.mouse.up();
};

/** A finger's drag across the card, as the phone's touch screen sends it. */
const touchDrag = async (page: Page, card: Locator, dx: number) => {
  const { x, y } = await centreOf(card);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 6; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * step) / 6, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
};

/** The member on top of the stack, as the pass button names them. */
const topName = async (page: Page) => {
  const pass = page.getByRole('button', { name: new RegExp(`^${t.pass()} – `) });
  return ((await pass.textContent()) ?? '').replace(new RegExp(`^${t.pass()} – `), '');
};

const topCard = (page: Page) => page.getByRole('group', { name: t.stackLabel() }).locator('[data-card]');

test.describe('swipe game (issue 16)', () => {
  test('on a smartphone: swipes by touch to the day’s limit, waits, and plays on the next day', async ({
    page,
    simulatedBackend,
  }) => {
    await loginAs(page, 'free');
    await page.goto('/swipe-game');
    await expect(page.getByText(t.likesLeft({ count: swipeLikesPerDay }))).toBeVisible();

    const liked = await topName(page);
    await touchDrag(page, topCard(page), 160);
    await expect(page.getByText(t.liked({ name: liked }))).toBeVisible();
    await expect(page.getByText(t.likesLeft({ count: swipeLikesPerDay - 1 }))).toBeVisible();

    const passed = await topName(page);
    await touchDrag(page, topCard(page), -160);
    await expect(page.getByText(t.passed({ name: passed }))).toBeVisible();
    // A short drag springs back: the same member stays on top.
    const staying = await topName(page);
    await touchDrag(page, topCard(page), 40);
    expect(await topName(page)).toBe(staying);

    for (let left = swipeLikesPerDay - 1; left > 0; left -= 1) {
      const name = await topName(page);
      await page.getByRole('button', { name: `${t.like()} – ${name}` }).tap();
      await expect(page.getByText(t.likesLeft({ count: left - 1 }))).toBeVisible();
    }
    await expect(page.getByText(t.usedUp())).toBeVisible();
    await expect(page.getByText(/^New likes in \d{2}:\d{2}:\d{2}$/)).toBeVisible();
    await expect(page.getByText(t.premiumClaim({ percent: 46 }))).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^${t.like()} – `) })).toBeDisabled();

    // A day later on the site's clock: the next answer the app gets tells it the time, the
    // countdown ends, and the day's likes are back.
    const moved = await fetch(`${simulatedBackend.origin}/__sim/clock`, {
      method: 'POST',
      body: JSON.stringify({ advance_seconds: 24 * 60 * 60 }),
    });
    expect(moved.status).toBe(200);
    const name = await topName(page);
    await page.getByRole('button', { name: `${t.pass()} – ${name}` }).tap();
    await expect(page.getByText(t.likesLeft({ count: swipeLikesPerDay }))).toBeVisible();
    await expect(page.getByText(t.usedUp())).toBeHidden();
  });

  test('on a desktop: drags with the mouse, then plays by keyboard alone — arrows, Tab to the buttons', async ({
    page,
  }) => {
    await loginAs(page, 'free');
    await page.goto('/swipe-game');
    await expect(page.getByText(t.likesLeft({ count: swipeLikesPerDay }))).toBeVisible();
    // A mouse drag to the left passes, as a finger's does.
    const dragged = await topName(page);
    await mouseDrag(page, topCard(page), -160);
    await expect(page.getByText(t.passed({ name: dragged }))).toBeVisible();

    const first = await topName(page);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(t.liked({ name: first }))).toBeVisible();
    await expect(page.getByText(t.likesLeft({ count: swipeLikesPerDay - 1 }))).toBeVisible();
    const second = await topName(page);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText(t.passed({ name: second }))).toBeVisible();
    const third = await topName(page);
    const like = page.getByRole('button', { name: `${t.like()} – ${third}` });
    await tabTo(page, like);
    await page.keyboard.press('Enter');
    await expect(page.getByText(t.liked({ name: third }))).toBeVisible();
    await expect(page.getByText(t.likesLeft({ count: swipeLikesPerDay - 2 }))).toBeVisible();
    // Into the next member's profile by keyboard too.
    const fourth = await topName(page);
    await tabTo(page, page.getByRole('link', { name: t.viewProfile() }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${fourth}, \\d+`) })).toBeVisible();
  });
});
