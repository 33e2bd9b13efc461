import type { Page } from '@playwright/test';
import type { Locales } from '../locales/i18n-types';
import { personaIds } from '../mocks/seed/personas';
import { localeCookie } from '../src/domain/locales';
import { languageMenuLabel } from '../src/features/language/language-menu-label';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { expect, test } from './fixtures';
import { loginAs } from './members';

const en = translations('en');

/** The seeded conversation of free and premium. */
const conversationWithFree = 1;

/**
 * Where the top bar's row and the controls in it are: one line means every child of the row and
 * every link or button in it shares its top and middle, and the bar stays below 64 px.
 */
const topBarGeometry = (page: Page) =>
  page.getByRole('banner').evaluate((header) => {
    const row = header.firstElementChild?.firstElementChild;
    if (!(row instanceof HTMLElement)) throw new Error('the top bar has no row');
    const visible = (element: Element) => element.getClientRects().length > 0;
    const children = [...row.children].filter(visible).map((child) => child.getBoundingClientRect());
    const controls = [...header.querySelectorAll('a, button')]
      .filter(visible)
      .map((control) => control.getBoundingClientRect());
    return {
      height: header.getBoundingClientRect().height,
      childTops: children.map((rect) => Math.round(rect.top)),
      controlMiddles: controls.map((rect) => Math.round(rect.top + rect.height / 2)),
      controlsInside: controls.every((rect) => rect.left >= 0 && rect.right <= window.innerWidth),
      pageWidth: document.documentElement.scrollWidth,
    };
  });

const expectOneLine = async (page: Page, who: string) => {
  const geometry = await topBarGeometry(page);
  expect(new Set(geometry.childTops).size, `${who}: tops of the row's children`).toBe(1);
  expect(new Set(geometry.controlMiddles).size, `${who}: middles of the controls`).toBe(1);
  expect(geometry.height, `${who}: bar height`).toBeLessThan(64);
  expect(geometry.controlsInside, `${who}: controls inside the screen`).toBe(true);
  expect(geometry.pageWidth, `${who}: no sideways scrolling`).toBeLessThanOrEqual(360);
};

test.describe('phone navigation on a smartphone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const locale of ['en', 'de', 'fi'] as const satisfies Locales[]) {
    test(`keeps the top bar on one line for visitors and members in ${locale} on a smartphone`, async ({
      page,
      context,
      baseURL,
    }) => {
      const LL = translations(locale);
      await context.addCookies([{ name: localeCookie.name, value: locale, url: baseURL }]);
      await page.goto('/pricing');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: LL.topBar.login() })).toBeVisible();
      await expect(banner.getByRole('button', { name: LL.topBar.signup() })).toBeVisible();
      await expect(banner.getByRole('button', { name: languageMenuLabel(LL, locale) })).toBeVisible();
      await expectOneLine(page, `visitor in ${locale}`);
      await expect(page.getByRole('navigation', { name: LL.topBar.mainNav() })).toBeHidden();

      await loginAs(page, 'free');
      await page.goto('/pricing');
      await expect(
        banner.getByRole('button', { name: LL.topBar.accountMenu({ name: 'free' }) }),
      ).toBeVisible();
      await expect(banner.getByRole('button', { name: languageMenuLabel(LL, locale) })).toBeVisible();
      await expectOneLine(page, `member in ${locale}`);
      // The member's links are the tab bar at the foot of the screen, not part of the top bar.
      const tabs = page.getByRole('navigation', { name: LL.topBar.mainNav() });
      await expect(tabs).toBeVisible();
      await expect(banner.getByRole('navigation')).toHaveCount(0);
      const box = await tabs.boundingBox();
      expect(box!.y + box!.height).toBeCloseTo(740, 0);
    });
  }

  test('takes a member to each tab’s screen, with the badges, on a smartphone', async ({ page }) => {
    // Premium writes to free and likes her, so both badges have something to show.
    await loginAs(page, 'premium');
    const premium = contextClient(page.request);
    const sent = await premium.POST('/api/messages.php', {
      body: { conversation: conversationWithFree, text: 'Coffee on Friday?' },
    });
    expect(sent.response.status).toBe(201);
    const liked = await premium.POST('/api/like.php', { body: { profile_id: personaIds.free } });
    expect(liked.response.status).toBe(200);
    await loginAs(page, 'free');

    await page.goto('/pricing');
    const tabs = page.getByRole('navigation', { name: en.topBar.mainNav() });
    const messages = tabs.getByRole('link', { name: new RegExp(`^${en.topBar.messages()} \\d+ unread`) });
    const likes = tabs.getByRole('link', { name: new RegExp(`^${en.topBar.likes()} \\d+ new`) });
    await expect(messages).toBeVisible();
    await expect(likes).toBeVisible();
    await expect(messages.getByText(/^\d+$|^99\+$/)).toBeVisible();
    await expect(likes.getByText(/^\d+$|^99\+$/)).toBeVisible();

    const destinations = [
      [tabs.getByRole('link', { name: en.topBar.tabSearch() }), en.routes.members()],
      [messages, en.routes.chats()],
      [likes, en.routes.likes()],
      [tabs.getByRole('link', { name: en.topBar.tabPremium() }), en.routes.premium()],
      [tabs.getByRole('link', { name: en.topBar.tabProfile() }), en.routes.profile()],
    ] as const;
    for (const [tab, heading] of destinations) {
      const box = await tab.boundingBox();
      expect(box!.width, `${heading}: tab width`).toBeGreaterThanOrEqual(44);
      expect(box!.height, `${heading}: tab height`).toBeGreaterThanOrEqual(44);
      await tab.click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(tab).toHaveAttribute('aria-current', 'page');
    }
    // Nothing of the page ends behind the bar: the footer's last line is above it.
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    const footer = await page.getByRole('contentinfo').boundingBox();
    const bar = await tabs.boundingBox();
    expect(footer!.y + footer!.height).toBeLessThanOrEqual(bar!.y + 1);
  });
});

test.describe('member navigation on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('stays in the top bar, with no tab bar, on a desktop', async ({ page }) => {
    await loginAs(page, 'free');
    await page.goto('/pricing');
    const nav = page.getByRole('banner').getByRole('navigation', { name: en.topBar.mainNav() });
    await expect(nav.getByRole('link', { name: en.topBar.search() })).toBeVisible();
    await expect(nav.getByRole('link', { name: en.topBar.getPremium() })).toBeVisible();
    await expect(page.getByRole('navigation', { name: en.topBar.mainNav() })).toHaveCount(1);
    await expect(page.getByRole('link', { name: en.topBar.tabProfile(), exact: true })).toHaveCount(0);
  });
});
