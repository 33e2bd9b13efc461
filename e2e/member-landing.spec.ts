import type { Locator, Page } from '@playwright/test';
import type { MemberDetail } from '../generated/model';
import { localeCookie } from '../src/domain/locales';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';
import { loginAs } from './members';

const LL = translations('en');
const t = LL.memberLanding;

/** A seeded member the simulation shows to visitors (the id the route sweep uses too). */
const profileId = 101;

const visitorView = async (page: Page, id = profileId): Promise<MemberDetail> => {
  const { data } = await contextClient(page.request).GET('/api/member.php', { params: { query: { id } } });
  if (data === undefined) throw new Error(`no profile ${String(id)}`);
  return data;
};

const campaignTitle = async (page: Page, name: 'alonetonight' | 'collagelanding', slug: string) => {
  const { data } = await contextClient(page.request).GET('/api/landing.php', {
    params: { query: { name, slug, lang: 'en' } },
  });
  if (data === undefined) throw new Error(`no campaign ${slug}`);
  return data.landing.title;
};

/** Focuses a control by Tab alone and presses it with Enter, as a keyboard user does. */
const press = async (page: Page, control: Locator) => {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
};

/** Step 0 of the signup typed key by key, from the first field to the submit. */
const typeAccount = async (page: Page) => {
  const form = page.getByRole('form', { name: LL.signup.formLabel() });
  await tabTo(page, form.getByRole('textbox', { name: LL.form.email() }));
  await page.keyboard.type('came.for.one@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('CameForOne');
  await page.keyboard.press('Tab');
  await page.keyboard.type('correct-horse-42');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: LL.signup.day() })).toBeFocused();
  await page.keyboard.type('14');
  await page.keyboard.press('Tab');
  const month = form.getByRole('button', { name: new RegExp(LL.signup.month()) });
  await expect(month).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('May');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(month).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('1987');
  await press(page, form.getByRole('button', { name: LL.signup.submit() }));
};

const stepOf = (step: number) => LL.signupSteps.stepOf({ step, total: 4 });

// A whole signup typed key by key: longer than most journeys.
test.describe.configure({ timeout: 90_000 });

test.describe('member landing pages on a smartphone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('a visitor opens the landing page, signs up by keyboard and lands on that profile, one tap from messaging', async ({
    page,
  }) => {
    const { profile } = await visitorView(page);
    await page.goto(`/members/${String(profileId)}/landing`);
    await expect(page.getByRole('heading', { level: 1, name: t.nameAndAge(profile) })).toBeVisible();
    const photo = page.getByRole('img', { name: t.photoAlt({ name: profile.name }) });
    await expect(photo).toBeVisible();
    // The call to action shows on the first screen of a phone, without scrolling.
    const cta = page.getByRole('link', { name: t.cta({ name: profile.name }) });
    await expect(cta).toBeInViewport();

    await press(page, cta);
    await expect(page).toHaveURL(`/members/${String(profileId)}/signup`);
    await expect(
      page.getByRole('heading', { level: 1, name: t.signup.title({ name: profile.name }) }),
    ).toBeVisible();
    await typeAccount(page);

    // The account exists; the signup stays on this page with the profile remembered.
    await expect(page.getByText(stepOf(1))).toBeVisible();
    await expect(page).toHaveURL(`/members/${String(profileId)}/signup`);
    const onwards = new RegExp(`^(${LL.signupSteps.skip()}|${LL.signupSteps.pushContinue()})$`);
    for (const step of [1, 2, 3, 4]) {
      await expect(page.getByText(stepOf(step))).toBeVisible();
      await press(page, page.getByRole('button', { name: onwards }));
    }
    await press(page, page.getByRole('button', { name: LL.signupSteps.completeContinue() }));

    await expect(page).toHaveURL(`/members/${String(profileId)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^${LL.memberView.nameAndAge(profile)}`) }),
    ).toBeVisible();
    const message = page.getByRole('link', { name: LL.memberView.actions.message(), exact: true });
    await expect(message).toHaveAttribute('href', `/members/${String(profileId)}/chat`);
  });

  test('a member who is logged in goes from a landing page straight to the profile', async ({ page }) => {
    await loginAs(page, 'free');
    await page.goto(`/members/${String(profileId)}/landing2/summer`);
    await expect(page).toHaveURL(`/members/${String(profileId)}`);
  });
});

test.describe('member landing designs on a desktop', () => {
  test('landing2 and landing3 carry the campaign of the slug, in English and in Finnish', async ({
    page,
    baseURL,
  }) => {
    const { profile } = await visitorView(page);
    await page.goto(`/members/${String(profileId)}/landing2/weekend`);
    await expect(
      page.getByRole('heading', { level: 1, name: await campaignTitle(page, 'alonetonight', 'weekend') }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.two.stepsTitle() })).toBeVisible();
    await expect(page.getByRole('link', { name: t.cta({ name: profile.name }) })).toBeVisible();

    await page.goto(`/members/${String(profileId)}/landing3/summer`);
    await expect(
      page.getByRole('heading', { level: 1, name: await campaignTitle(page, 'collagelanding', 'summer') }),
    ).toBeVisible();
    const more = page.getByRole('region', { name: t.three.more() });
    await expect(more.getByRole('link').first()).toHaveAttribute('href', /\/landing3\/summer$/);
    await expect(more.locator('img').first()).toHaveAttribute('loading', 'lazy');

    // A long-word language: the page holds its words.
    const fi = translations('fi').memberLanding;
    await page.context().addCookies([{ name: localeCookie.name, value: 'fi', url: baseURL ?? '' }]);
    await page.goto(`/members/${String(profileId)}/landing3`);
    await expect(
      page.getByRole('heading', { level: 1, name: fi.three.title({ name: profile.name }) }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: fi.cta({ name: profile.name }) })).toBeVisible();
  });
});

test.describe('member landing pages that do not exist, on a desktop', () => {
  // The server's 404 answers are logged by the browser.
  test.use({ expectApiErrors: true });

  test('an unknown profile and an unknown campaign give the 404 page', async ({ page }) => {
    await page.goto('/members/987654/landing');
    await expect(page.getByRole('heading', { level: 1, name: LL.errorPage.notFound() })).toBeVisible();
    await page.goto(`/members/${String(profileId)}/landing2/no-such-campaign`);
    await expect(page.getByRole('heading', { level: 1, name: LL.errorPage.notFound() })).toBeVisible();
    await page.goto('/members/987654/signup');
    await expect(page.getByRole('heading', { level: 1, name: LL.errorPage.notFound() })).toBeVisible();
  });
});
