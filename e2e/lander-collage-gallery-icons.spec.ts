import type { Locator, Page } from '@playwright/test';
import type { Landing, LandingName } from '../generated/model';
import { localeCookie } from '../src/domain/locales';
import { breakpoints } from '../src/ui/tokens';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';

const LL = translations('en');

/** The campaign as the server answers it for a niche (the path's prefix) and a slug. */
const campaignOf = async (
  page: Page,
  name: LandingName,
  niche: number,
  slug?: string,
  lang: 'en' | 'fi' = 'en',
): Promise<Landing> => {
  const { data } = await contextClient(page.request).GET('/api/landing.php', {
    params: { query: { name, niche, lang, ...(slug === undefined ? {} : { slug }) } },
  });
  if (data === undefined) throw new Error(`no campaign ${name}`);
  return data.landing;
};

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < breakpoints.md;

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

// Each journey ends in the signup (its chunk, then two axe scans: the lander and the signup).
test.describe.configure({ timeout: 60_000 });

/** The campaign's first and last members (it has some: the seed fills every niche). */
const endsOf = (campaign: Landing) => {
  const [first] = campaign.profiles;
  const last = campaign.profiles.at(-1);
  if (first === undefined || last === undefined) throw new Error('the campaign has no members');
  return { first, last };
};

/** On a phone the call is a bar along the foot of the screen: the card must end above it. */
const expectClearOfBar = async (page: Page, card: Locator, cta: Locator) => {
  await expect(card).toBeInViewport({ ratio: 1 });
  if (!isPhone(page)) return;
  const cardBox = await card.boundingBox();
  const ctaBox = await cta.boundingBox();
  if (cardBox === null || ctaBox === null) throw new Error('the card or the call is not laid out');
  expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(ctaBox.y);
};

const photoOf = (page: Page, name: string) =>
  page.getByRole('img', { name: LL.landers.photoAlt({ name }) }).first();

test.describe('the collage, gallery and icons landers', () => {
  test('the collage: the campaign on a band across its members’ photos, the call on the first screen, by keyboard to the signup', async ({
    page,
  }) => {
    const t = LL.landerCollage;
    const campaign = await campaignOf(page, 'collagelanding', 6);
    await page.goto('/milf/landers/collagelanding');
    await expect(page.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
    await expect(page.getByText(campaign.subtitle)).toBeVisible();
    const wall = page.getByRole('list', { name: t.members() });
    await expect(wall.getByRole('img')).toHaveCount(campaign.profiles.length);
    const { first } = endsOf(campaign);
    await expect(photoOf(page, first.name)).toBeInViewport();

    const cta = page.getByRole('button', { name: t.cta() });
    await expect(cta).toBeInViewport();
    await expectNoSideways(page);
    await tabTo(page, cta);
    await page.keyboard.press('Enter');
    await expectSignupOpen(page);
  });

  test('the gallery: cards of the campaign’s members, the call always in reach and never over a card, by keyboard to the signup', async ({
    page,
  }) => {
    const t = LL.landerGallery;
    const campaign = await campaignOf(page, 'gallery', 4, 'weekend');
    await page.goto('/bbw/landers/gallery/weekend');
    await expect(page.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
    const cards = page.getByRole('list', { name: t.members() }).getByRole('listitem');
    await expect(cards).toHaveCount(campaign.profiles.length);
    const { first, last } = endsOf(campaign);
    await expect(photoOf(page, first.name)).toBeInViewport();
    const cta = page.getByRole('button', { name: t.cta() });
    await expect(cta).toBeInViewport();
    await expectNoSideways(page);

    // At the foot of the page the last card is whole above the phone's bar (or the screen's edge).
    await page.keyboard.press('End');
    await expectClearOfBar(page, page.getByRole('button', { name: t.seeProfile({ name: last.name }) }), cta);

    // A card opens the signup too, by keyboard alone.
    await page.keyboard.press('Home');
    const firstCard = page.getByRole('button', { name: t.seeProfile({ name: first.name }) });
    await tabTo(page, firstCard);
    await page.keyboard.press('Enter');
    await expectSignupOpen(page);
  });

  test('the icons: round portraits round the headline, three reasons to join, by keyboard to the signup', async ({
    page,
  }) => {
    const t = LL.landerIcons;
    const campaign = await campaignOf(page, 'iconslanding', 5, 'nearby');
    await page.goto('/gilf/landers/iconslanding/nearby');
    await expect(page.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
    const portraits = page.getByRole('list', { name: t.members() });
    await expect(portraits.getByRole('listitem')).toHaveCount(campaign.profiles.length);
    const { first } = endsOf(campaign);
    await expect(photoOf(page, first.name)).toBeInViewport();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(3);

    const cta = page.getByRole('button', { name: t.cta() });
    await expect(cta).toBeInViewport();
    await expectNoSideways(page);
    await tabTo(page, cta);
    await page.keyboard.press('Enter');
    await expectSignupOpen(page);
  });

  // Long words matter most on the narrowest screen.
  test('hold their words in a long-word language (Finnish), on a smartphone', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: localeCookie.name, value: 'fi', url: baseURL ?? '' }]);
    const fi = translations('fi');
    for (const [name, path, cta] of [
      ['collagelanding', '/milf/landers/collagelanding/summer', fi.landerCollage.cta()],
      ['gallery', '/bbw/landers/gallery/summer', fi.landerGallery.cta()],
      ['iconslanding', '/gilf/landers/iconslanding/summer', fi.landerIcons.cta()],
    ] as const) {
      const niche = { collagelanding: 6, gallery: 4, iconslanding: 5 }[name];
      const campaign = await campaignOf(page, name, niche, 'summer', 'fi');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
      await expect(page.getByRole('button', { name: cta })).toBeInViewport();
      await expectNoSideways(page);
    }
  });
});

test.describe('the collage, gallery and icons landers, unknown campaigns, on a desktop', () => {
  // The server's 404 answers are logged by the browser.
  test.use({ expectApiErrors: true });

  test('an unknown campaign slug gives the 404 page', async ({ page }) => {
    for (const path of [
      '/bbw/landers/gallery/winter',
      '/milf/landers/collagelanding/no-such-campaign',
      '/gilf/landers/iconslanding/winter',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: LL.errorPage.notFound() })).toBeVisible();
    }
  });
});
