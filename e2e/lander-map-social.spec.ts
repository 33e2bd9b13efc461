import type { Locator, Page } from '@playwright/test';
import type { Landing, LandingName, Profile } from '../generated/model';
import { localeCookie } from '../src/domain/locales';
import { breakpoints } from '../src/ui/tokens';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';

const LL = translations('en');
const map = LL.landerMap;
const social = LL.landerSocial;

/** The campaign as the server answers it, for what the page must show. */
const campaignOf = async (
  page: Page,
  name: LandingName,
  query: { niche?: number; slug?: string; lang?: 'en' | 'fi' },
): Promise<Landing> => {
  const { data } = await contextClient(page.request).GET('/api/landing.php', {
    params: { query: { name, lang: 'en', ...query } },
  });
  if (data === undefined) throw new Error(`no ${name} campaign`);
  return data.landing;
};

/** The campaign's regions as the map groups them, the fullest first. */
const regionsOf = (landing: Landing) => {
  const groups = new Map<string, { label: string; profiles: Profile[] }>();
  for (const profile of landing.profiles) {
    const label = profile.region ?? profile.city ?? profile.country;
    const key = `${profile.country}|${label}`;
    const group = groups.get(key) ?? { label, profiles: [] };
    group.profiles.push(profile);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.profiles.length - a.profiles.length);
};

/** A value the seeded campaign must have, for the journey to mean anything. */
const present = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`the campaign has no ${what}`);
  return value;
};

/** Whether two elements' boxes overlap on the screen. */
const overlapping = async (a: Locator, b: Locator): Promise<boolean> => {
  const [one, two] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (one === null || two === null) throw new Error('an element has no box');
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
};

/** Nothing (the pinned invitation) lies over the middle of the element: it can be seen and hit. */
const expectUncovered = async (element: Locator) => {
  const onTop = await element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    return target.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(onTop, 'the element is not covered').toBe(true);
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

test.describe('the map lander', () => {
  test('a visitor chooses a region on the map by keyboard, sees who is there, and signs up from there', async ({
    page,
  }) => {
    const campaign = await campaignOf(page, 'maplanding', { niche: 2, slug: 'nearby' });
    const regions = regionsOf(campaign);
    expect(regions.length, 'regions in the campaign').toBeGreaterThan(1);
    const fullest = present(regions[0], 'region');
    const other = present(regions.at(-1), 'second region');
    const firstMember = present(fullest.profiles[0], 'member in its fullest region');

    await page.goto('/she/landers/maplanding/nearby');
    await expect(page.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
    const pins = page.getByRole('list', { name: map.regions() });
    await expect(pins.getByRole('button')).toHaveCount(regions.length);
    // The fullest region is open to start with, photos first; the call to action is on the first screen.
    await expect(page.getByRole('heading', { level: 2, name: fullest.label })).toBeVisible();
    await expect(
      page.getByRole('img', { name: LL.landers.photoAlt({ name: firstMember.name }) }),
    ).toBeVisible();
    const cta = page.getByRole('button', { name: map.cta() });
    await expect(cta).toBeInViewport();
    await expectNoSideways(page);

    // Tab to another region's pin, Enter: its members take the list.
    const pin = pins.getByRole('button', {
      name: map.pin({ region: other.label, count: other.profiles.length }),
    });
    await tabTo(page, pin);
    await page.keyboard.press('Enter');
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: other.label })).toBeVisible();
    const members = page.getByRole('list', { name: other.label });
    await expect(members.getByRole('listitem')).toHaveCount(other.profiles.length);
    for (const member of other.profiles) {
      await expect(
        members.getByText(LL.landers.nameAge({ name: member.name, age: member.age })),
      ).toBeVisible();
    }
    await expectNoSideways(page);

    await tabTo(page, cta);
    await page.keyboard.press('Enter');
    await expectSignupOpen(page);
  });

  test('in Finnish on a smartphone, the map and its call to action hold their words', async ({
    page,
    baseURL,
  }) => {
    const fi = translations('fi').landerMap;
    const campaign = await campaignOf(page, 'maplanding', { slug: 'summer', lang: 'fi' });
    await page.context().addCookies([{ name: localeCookie.name, value: 'fi', url: baseURL ?? '' }]);
    await page.goto('/landers/maplanding/summer');
    await expect(page.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
    await expect(page.getByRole('list', { name: fi.regions() })).toBeVisible();
    await expect(page.getByRole('button', { name: fi.cta() })).toBeInViewport();
    await expectNoSideways(page);
  });
});

test.describe('the social lander', () => {
  test('a visitor reads the feed and likes a post, which asks them to sign up first', async ({ page }) => {
    const campaign = await campaignOf(page, 'socialnetwork', { niche: 3 });
    const first = present(campaign.profiles[0], 'first member');
    const second = present(campaign.profiles[1], 'second member');

    await page.goto('/bdsm/landers/socialnetwork');
    await expect(page.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
    const firstPost = page.getByRole('article', {
      name: LL.landers.nameAge({ name: first.name, age: first.age }),
    });
    const photo = firstPost.getByRole('img', { name: LL.landers.photoAlt({ name: first.name }) });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('loading', 'eager');
    await expect(page.getByRole('article')).toHaveCount(campaign.profiles.length);
    // The invitation to join is on the first screen (pinned to its foot on a phone).
    await expect(page.getByRole('button', { name: social.cta() })).toBeInViewport();
    await expectNoSideways(page);

    const like = page.getByRole('button', { name: social.likeName({ name: second.name }) });
    await tabTo(page, like);
    // Pinned to the foot of a phone's screen, the invitation must not cover what the focus went to.
    await expect(like).toBeInViewport();
    await expectUncovered(like);
    await page.keyboard.press('Enter');
    await expectSignupOpen(page);
  });

  test('keyboard alone reaches the call to action first, and it opens the signup', async ({ page }) => {
    const campaign = await campaignOf(page, 'socialnetwork', { slug: 'weekend' });
    await page.goto('/landers/socialnetwork/weekend');
    await expect(page.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
    const cta = page.getByRole('button', { name: social.cta() });
    await tabTo(page, cta, 6);
    await page.keyboard.press('Enter');
    await expectSignupOpen(page);
  });

  test('at the end of the feed the pinned invitation covers nothing', async ({ page }) => {
    const campaign = await campaignOf(page, 'socialnetwork', {});
    const last = present(campaign.profiles.at(-1), 'member');
    await page.goto('/landers/socialnetwork');
    const comment = page.getByRole('button', { name: social.commentName({ name: last.name }) });
    await comment.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    const join = page.getByRole('complementary', { name: social.joinTitle() });
    // Below the last post's actions (phone) or beside them (desktop), never over them.
    expect(await overlapping(comment, join)).toBe(false);
  });
});

test.describe('map and social landers that do not exist, on a desktop', () => {
  // The server's 404 answers are logged by the browser.
  test.use({ expectApiErrors: true });

  test('an unknown campaign gives the 404 page', async ({ page }) => {
    await page.goto('/landers/maplanding/no-such-campaign');
    await expect(page.getByRole('heading', { level: 1, name: LL.errorPage.notFound() })).toBeVisible();
    await page.goto('/gay/landers/socialnetwork/winter');
    await expect(page.getByRole('heading', { level: 1, name: LL.errorPage.notFound() })).toBeVisible();
  });
});
