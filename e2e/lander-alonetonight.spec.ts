import type { Page } from '@playwright/test';
import type { Landing } from '../generated/model';
import { localeCookie } from '../src/domain/locales';
import { breakpoints } from '../src/ui/tokens';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';

const LL = translations('en');
const t = LL.landerAlone;

/** The campaign as the server answers it for the women's niche (prefix /she, niche 2). */
const campaignOf = async (page: Page, slug: string, lang: 'en' | 'fi' = 'en'): Promise<Landing> => {
  const { data } = await contextClient(page.request).GET('/api/landing.php', {
    params: { query: { name: 'alonetonight', slug, niche: 2, lang } },
  });
  if (data === undefined) throw new Error(`no campaign ${slug}`);
  return data.landing;
};

/** The line the page says about who is online, as the campaign's members are. */
const onlineLineOf = (landing: Landing) => {
  const online = landing.profiles.filter((profile) => profile.online === true).length;
  return online > 0 ? t.onlineCount({ count: online }) : t.onlineNone();
};

const firstOf = (landing: Landing) => {
  const [first] = landing.profiles;
  if (first === undefined) throw new Error('the campaign has no members');
  return first;
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

test.describe('the alone-tonight lander', () => {
  test('shows who is online tonight, with the call on the first screen; the keyboard reaches it and opens the signup', async ({
    page,
  }) => {
    const campaign = await campaignOf(page, 'summer');
    await page.goto('/she/landers/alonetonight/summer');
    await expect(page.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
    await expect(page.getByText(campaign.subtitle)).toBeVisible();
    await expect(page.getByText(onlineLineOf(campaign))).toBeVisible();

    const portraits = page.getByRole('region', { name: t.profilesTitle() }).getByRole('listitem');
    await expect(portraits).toHaveCount(Math.min(6, campaign.profiles.length));
    const first = firstOf(campaign);
    await expect(page.getByRole('img', { name: LL.landers.photoAlt({ name: first.name }) })).toBeVisible();

    const calls = page.getByRole('button', { name: t.cta() });
    await expect(calls).toHaveCount(2);
    // The first call sits under the hero line, on the first screen of a phone too.
    await expect(calls.first()).toBeInViewport();
    await expectNoSideways(page);

    await tabTo(page, calls.first());
    await page.keyboard.press('Enter');
    await expectSignupOpen(page);
  });

  test('holds its words in a long-word language (Finnish)', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: localeCookie.name, value: 'fi', url: baseURL ?? '' }]);
    const campaign = await campaignOf(page, 'weekend', 'fi');
    const fi = translations('fi').landerAlone;
    await page.goto('/she/landers/alonetonight/weekend');
    await expect(page.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: fi.closingTitle() })).toBeVisible();
    await expect(page.getByRole('button', { name: fi.cta() }).first()).toBeInViewport();
    await expectNoSideways(page);
  });
});

test.describe('an alone-tonight campaign that does not exist', () => {
  // The server's 404 answer is logged by the browser.
  test.use({ expectApiErrors: true });

  test('gives the 404 page', async ({ page }) => {
    await page.goto('/landers/alonetonight/no-such-campaign');
    await expect(page.getByRole('heading', { level: 1, name: LL.errorPage.notFound() })).toBeVisible();
  });
});
