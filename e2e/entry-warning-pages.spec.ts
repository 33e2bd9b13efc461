import type { Locator, Page } from '@playwright/test';
import { entryWarningSkippedKey } from '../src/features/shell/entry-warning-key';
import { translations } from '../tests/utils/i18n';
import { expect, test } from './fixtures';

const en = translations('en');

/** Keyboard only: Tab until the control has the focus, so the test proves it can be reached. */
const tabTo = async (page: Page, control: Locator, most = 60) => {
  for (let presses = 0; presses < most; presses += 1) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(control).toBeFocused();
};

/** The bar that stands in for the warning while an information page is read. */
const yieldBar = (page: Page) => page.getByRole('complementary', { name: en.entryWarning.yieldedLabel() });

/** The bottom of the page's last paragraph is in sight, above the bar that stays at the bottom. */
const lastLinesInSight = (page: Page) =>
  yieldBar(page).evaluate((bar) => {
    const paragraphs = document.querySelectorAll('article p');
    const last = paragraphs[paragraphs.length - 1];
    const sightBottom = Math.min(window.innerHeight, bar.getBoundingClientRect().top);
    return last !== undefined && last.getBoundingClientRect().bottom <= sightBottom;
  });

/** Reads to the end by keyboard, a screen at a time, then on to the end of the page. */
const readToTheEnd = async (page: Page) => {
  // Nothing lies over the text: a trial click fails when another element would take it.
  await page.getByRole('heading', { level: 1 }).click({ trial: true });
  for (let screens = 0; screens < 20 && !(await lastLinesInSight(page)); screens += 1) {
    await page.keyboard.press('PageDown');
  }
  expect(await lastLinesInSight(page)).toBe(true);
  await page.keyboard.press('End');
  await expect(page.getByRole('contentinfo')).toBeInViewport();
};

test.describe('entry warning and the information pages', () => {
  test.use({ entryWarningSkipped: false });

  test('a first visit follows the warning to the terms, reads them, comes back and enters', async ({
    page,
  }) => {
    await page.goto('/login');
    const warning = page.getByRole('dialog', { name: en.entryWarning.title() });
    await expect(warning).toBeVisible();

    // The warning's stops in order: the way in, the way out, then the terms it asks to accept.
    await page.keyboard.press('Tab');
    await expect(warning.getByRole('button', { name: en.entryWarning.enter() })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(warning.getByRole('link', { name: en.footer.terms() })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/pages\/terms$/);
    await expect(warning).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await readToTheEnd(page);

    const bar = yieldBar(page);
    const back = bar.getByRole('button', { name: en.entryWarning.backToWarning() });
    await tabTo(page, back);
    await page.keyboard.press('Enter');

    // Back where it was left, the warning asks again: reading the terms is not entering.
    await expect(page).toHaveURL(/\/login$/);
    await expect(warning).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(warning.getByRole('button', { name: en.entryWarning.enter() })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(warning).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: en.routes.login() })).toBeVisible();
    const skippedAt = await page.evaluate((key) => window.localStorage.getItem(key), entryWarningSkippedKey);
    expect(skippedAt).not.toBeNull();
  });

  test('/pages/privacy opened on a first visit can be read, and the way on asks first', async ({ page }) => {
    await page.goto('/pages/privacy');
    const bar = yieldBar(page);
    // The bar stands where the warning would: once it is there, the warning's turn has passed.
    await expect(bar).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await readToTheEnd(page);

    await tabTo(page, bar.getByRole('button', { name: en.entryWarning.backToWarning() }));
    await page.keyboard.press('Enter');
    const warning = page.getByRole('dialog', { name: en.entryWarning.title() });
    await expect(page).toHaveURL(/\/$/);
    await expect(warning).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(warning).toBeHidden();
  });
});
