import { expect, test } from './fixtures';
import { loginAs } from './members';

// Spec §9 layout: from the smallest phone (320 px) to past the widest container (1400 px), no
// screen scrolls sideways — for visitors and for members, whose top bar holds more.
test('nothing scrolls sideways from 320 to 1400 px', async ({ page }) => {
  const fits = async (path: string, width: number) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
  };
  for (const width of [320, 1400]) {
    await fits('/', width);
    await fits('/pages/terms', width);
  }
  await loginAs(page, 'premium');
  for (const width of [320, 1400]) {
    await fits('/pricing', width);
    await fits('/chats/1000', width);
  }
});
