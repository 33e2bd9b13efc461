import { routeTable, type RouteEntry } from '../../src/app/route-table';
import { supportedLocales, type SupportedLocale } from '../../src/domain/locales';
import { samplePath } from '../../tests/utils/routes';

/**
 * The screens the overflow check visits (issue 21, item 3): every route of the route table in
 * each of the 11 languages, at the smallest phone width we design for and at a desktop's. The
 * landers repeat per niche with the same screens; one niche stands for the rest, as in
 * e2e/routes.spec.ts.
 */
export const screenWidths = [360, 1280] as const;
export type ScreenWidth = (typeof screenWidths)[number];

export const screenLocales: readonly SupportedLocale[] = supportedLocales;

export interface ScreenToCheck {
  /** The route's name, which names its screenshot. */
  name: string;
  /** A concrete URL of the route, its parameters filled with seeded values. */
  path: string;
  /** Seen as the seeded free member (routes only members open, and the members area). */
  member: boolean;
}

const otherNiches = /-(she|bbw|gilf|milf|gay)$/;

const asScreen = (entry: RouteEntry): ScreenToCheck => ({
  name: entry.name,
  path: samplePath(entry),
  member: entry.access === 'member' || entry.access === 'search',
});

export const allScreens: readonly ScreenToCheck[] = routeTable
  .filter((entry) => !otherNiches.test(entry.name))
  .map(asScreen);

/** A screen picked by its route name or by its URL (`premium`, `/premium`, `/members/101`). */
export const screenNamed = (wanted: string): ScreenToCheck | undefined =>
  allScreens.find((screen) => screen.name === wanted || screen.path === wanted);

/** A phone at 360 px is a touch screen, as the smartphone project of the journeys has it. */
export const screenDevice = (width: ScreenWidth) => ({
  viewport: { width, height: width < 768 ? 740 : 800 },
  isMobile: width < 768,
  hasTouch: width < 768,
});
