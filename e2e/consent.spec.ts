import type { Locator, Page } from '@playwright/test';
import { consentStorageKey } from '../src/features/consent/consent-key';
import { usedLocalesKey } from '../src/features/language/used-locales';
import { entryWarningSkippedKey } from '../src/features/shell/entry-warning-key';
import { translations } from '../tests/utils/i18n';
import { describeFindings, scanInPlace } from './axe';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';
import { describeShifts, layoutShiftScore, readLayoutShifts, recordLayoutShifts } from './layout-shift';

const en = translations('en');

/** A campaign's link: its tracking values and page-bounce logging (spec §7). */
const campaignLink = '/?network=partner-7&ref=summer&sub1=banner-3&lb=1';
const campaignTracking = { network: 'partner-7', ref: 'summer', sub1: 'banner-3' };

/**
 * What decision 030 counts as necessary in a visitor's localStorage: the entry-warning skip, the
 * consent record and the languages used (decision 010).
 */
const necessaryLocal = new Set([entryWarningSkippedKey, consentStorageKey, usedLocalesKey]);

test.use({ consentGiven: false });

const banner = (page: Page) => page.getByRole('complementary', { name: en.consent.title() });

/**
 * Keyboard only, from the top of the page backwards: the banner is the document's last part (it
 * moves nothing above it), so Shift+Tab from the start reaches it first.
 */
const shiftTabTo = async (page: Page, control: Locator, most = 10): Promise<void> => {
  for (let presses = 0; presses < most; presses += 1) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Shift+Tab');
  }
  await expect(control).toBeFocused();
};

const storedKeys = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(window.localStorage).sort(),
    session: Object.keys(window.sessionStorage).sort(),
  }));

const storedJson = async (page: Page, key: string): Promise<unknown> =>
  JSON.parse((await page.evaluate((name) => window.localStorage.getItem(name), key)) ?? 'null') as unknown;

/** The page becomes hidden as when the visitor switches tabs: the moment the beacon would go. */
const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });

const beaconsReceived = async (page: Page): Promise<number> => {
  const answer = await page.request.get('/__sim/log');
  const { requests } = (await answer.json()) as { requests: { method: string; path: string }[] };
  return requests.filter((entry) => entry.method === 'POST' && entry.path === '/api/page-hidden.php').length;
};

const expectAxeClean = async (page: Page) => {
  const findings = await scanInPlace(page);
  expect(findings, describeFindings(page.url(), findings)).toEqual([]);
};

test.describe('consent before tracking (decision 030)', () => {
  test('a campaign visitor who rejects keeps nothing beyond the necessary and sends no beacon', async ({
    page,
  }) => {
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/page-hidden.php')) beacons.push(request.url());
    });
    await recordLayoutShifts(page);
    await page.goto(campaignLink);
    const region = banner(page);
    await expect(region).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Asked first, nothing optional kept while the question is open.
    expect(await storedJson(page, 'tracking')).toBeNull();
    await expectAxeClean(page);

    // Accept and reject look alike: the same style, the same size.
    const accept = region.getByRole('button', { name: en.consent.acceptAll() });
    const reject = region.getByRole('button', { name: en.consent.rejectAll() });
    await expect(reject).toHaveAttribute('class', (await accept.getAttribute('class')) ?? '');
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(rejectBox?.height).toBe(acceptBox?.height);
    expect(rejectBox?.width).toBeCloseTo(acceptBox?.width ?? 0, 0);
    expect(acceptBox?.height ?? 0).toBeGreaterThanOrEqual(44);

    await shiftTabTo(page, reject);
    await page.keyboard.press('Enter');
    await expect(region).toBeHidden();

    const { local, session } = await storedKeys(page);
    expect(local.filter((key) => !necessaryLocal.has(key))).toEqual([]);
    expect(session).not.toContain('bounce-logging');
    expect(await storedJson(page, consentStorageKey)).toMatchObject({ statistics: false, marketing: false });
    // A visitor has no session: no cookie at all.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual([]);

    await hidePage(page);
    // A request after the moment the beacon would have left: had it gone, it would be logged first.
    expect((await page.request.get('/api/settings.php')).ok()).toBe(true);
    expect(await beaconsReceived(page)).toBe(0);
    expect(beacons).toEqual([]);

    // The banner came and went without moving the page.
    const shifts = await readLayoutShifts(page);
    expect(layoutShiftScore(shifts), describeShifts(shifts)).toBeLessThanOrEqual(0.02);
  });

  test('accepting keeps the tracking still in the address and sends the beacon', async ({ page }) => {
    await page.goto(campaignLink);
    const region = banner(page);
    const accept = region.getByRole('button', { name: en.consent.acceptAll() });
    await shiftTabTo(page, accept);
    await page.keyboard.press('Enter');
    await expect(region).toBeHidden();
    await expect.poll(() => storedJson(page, 'tracking')).toEqual(campaignTracking);
    expect(await storedJson(page, consentStorageKey)).toMatchObject({ statistics: true, marketing: true });
    expect((await storedKeys(page)).session).toContain('bounce-logging');

    await hidePage(page);
    await expect.poll(() => beaconsReceived(page)).toBe(1);

    // Remembered: the next page does not ask again.
    await page.goto('/pages/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(region).toBeHidden();
  });

  test('the choice is changed from the cookie page, by keyboard, and applies to the address', async ({
    page,
  }) => {
    await page.goto('/pages/cookies?network=partner-7&ref=summer');
    const region = banner(page);
    await shiftTabTo(page, region.getByRole('button', { name: en.consent.rejectAll() }));
    await page.keyboard.press('Enter');
    await expect(region).toBeHidden();
    expect(await storedJson(page, 'tracking')).toBeNull();

    // The footer's control beside the cookie policy's link.
    const change = page.getByRole('contentinfo').getByRole('button', { name: en.consent.change() });
    await change.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: en.consentChoices.dialogTitle() });
    await expect(dialog).toBeVisible();
    const necessary = dialog.getByRole('switch', { name: en.consentChoices.necessary() });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    const marketing = dialog.getByRole('switch', { name: en.consentChoices.marketing() });
    await expect(marketing).not.toBeChecked();
    await expectAxeClean(page);

    await tabTo(page, marketing, 10);
    await page.keyboard.press('Space');
    await expect(marketing).toBeChecked();
    const save = dialog.getByRole('button', { name: en.consentChoices.save() });
    await tabTo(page, save, 10);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    // Back on the control that opened it.
    await expect(change).toBeFocused();

    expect(await storedJson(page, consentStorageKey)).toMatchObject({ statistics: false, marketing: true });
    await expect.poll(() => storedJson(page, 'tracking')).toEqual({ network: 'partner-7', ref: 'summer' });
    await expect(region).toBeHidden();
  });
});

test.describe('consent and the entry warning', () => {
  test.use({ entryWarningSkipped: false });

  test('the warning comes first, the banner after it, and both work', async ({ page }) => {
    await page.goto(campaignLink);
    const warning = page.getByRole('dialog', { name: en.entryWarning.title() });
    await expect(warning).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(warning.getByRole('button', { name: en.entryWarning.enter() })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(warning).toBeHidden();

    const region = banner(page);
    await expect(region).toBeVisible();
    await region.getByRole('button', { name: en.consent.rejectAll() }).click();
    await expect(region).toBeHidden();
    expect(await storedJson(page, 'tracking')).toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(warning).toBeHidden();
    await expect(region).toBeHidden();
  });
});
