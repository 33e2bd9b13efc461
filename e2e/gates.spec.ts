import { expect, test } from './fixtures';

/**
 * Proof that the journey gates can fail. Each test below breaks one rule on purpose and is
 * declared with `test.fail()`: Playwright passes it only when the fixture fails it, so a gate that
 * stops working turns this file red.
 */
test.describe('journey gates', () => {
  test('a console error fails the journey', async ({ page }) => {
    test.fail(true, 'the noise guard must fail this test');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      console.error('deliberate error');
    });
  });

  test('an API call the simulation does not know fails the journey', async ({ page }) => {
    test.fail(true, 'the unhandled-request guard must fail this test');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(async () => {
      await fetch('/api/no-such-call.php');
    });
  });

  test('an accessibility violation fails the journey', async ({ page }) => {
    test.fail(true, 'the axe scan must fail this test');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = '/favicon.svg';
      document.querySelector('main')?.append(image);
    });
  });
});
