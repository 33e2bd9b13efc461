import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Keyboard only: Tab until the control has the focus, so the journey proves it can be reached. */
export const tabTo = async (page: Page, control: Locator, most = 60): Promise<void> => {
  for (let presses = 0; presses < most; presses += 1) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(control).toBeFocused();
};
