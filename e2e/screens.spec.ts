import type { Page } from '@playwright/test';
import type { SupportedLocale } from '../src/domain/locales';
import { localeCookie } from '../src/domain/locales';
import { describeOverflow, openScreen, probeScreen, settleScreen } from './screens/check-screen';
import { screenNamed, type ScreenToCheck } from './screens/screen-plan';
import { expect, test } from './fixtures';
import { loginAs } from './members';

/**
 * `npm test`'s share of `npm run check:screens` (issue 21, item 3): the languages whose words run
 * longest, on the screens where text is tightest, at the phone width in the smartphone project
 * and the desktop width in the desktop one. No text overflows its box or is cut off. The full
 * set (every route, 11 languages) is `npm run check:screens`.
 */
const longestLanguages: readonly SupportedLocale[] = ['de', 'fr', 'fi'];

const pick = (names: readonly string[]): ScreenToCheck[] =>
  names.map((name) => {
    const screen = screenNamed(name);
    if (screen === undefined) throw new Error(`no route named ${name}`);
    return screen;
  });

const visitorScreens = pick([
  'index',
  'login',
  'signup',
  'pricing',
  'pages-faq',
  'landers-gallery',
  'landers-socialnetwork',
]);
const memberScreens = pick([
  'members',
  'members-id',
  'chats',
  'premium',
  'profile',
  'notifications',
  'credits',
]);

/** Opens the screens one after the other (as the member, for theirs) and probes each. */
const problemsOn = async (page: Page, locale: SupportedLocale, screens: readonly ScreenToCheck[]) => {
  if (screens.some((screen) => screen.member)) await loginAs(page, 'free');
  const problems: string[] = [];
  for (const [index, screen] of screens.entries()) {
    await openScreen(page, screen.path, index === 0);
    await settleScreen(page);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    problems.push(...describeOverflow(screen.path, await probeScreen(page)));
  }
  return problems;
};

const devices = [
  { width: 360, device: 'on a smartphone' },
  { width: 1280, device: 'on a desktop' },
] as const;

for (const locale of longestLanguages) {
  for (const { width, device } of devices) {
    for (const [who, screens] of [
      ['a visitor', visitorScreens],
      ['the free member', memberScreens],
    ] as const) {
      test(`every text fits: ${locale} at ${width} px, as ${who}, ${device}`, async ({
        page,
        context,
        baseURL,
      }) => {
        test.setTimeout(60_000);
        await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
        await context.addCookies([{ name: localeCookie.name, value: locale, url: baseURL ?? '' }]);
        expect(await problemsOn(page, locale, screens), 'text that overflows or is cut off').toEqual([]);
      });
    }
  }
}
