import type { Locator, Page } from '@playwright/test';
import type { Landing, LandingName } from '../generated/model';
import { localeCookie } from '../src/domain/locales';
import { breakpoints } from '../src/ui/tokens';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { describeFindings, scanPage } from './axe';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';

const LL = translations('en');
const t = LL.landerVideo;

const campaignOf = async (
  page: Page,
  query: { name: LandingName; niche: number; slug?: string; lang?: 'en' | 'fi' },
): Promise<Landing> => {
  const { data } = await contextClient(page.request).GET('/api/landing.php', {
    params: { query: { lang: 'en', ...query } },
  });
  if (data === undefined) throw new Error(`no ${query.name} landing`);
  return data.landing;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

/** Every request for a clip the page makes, from before it loads. */
const clipRequests = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.webm')) seen.push(request.url());
  });
  return seen;
};

/** The poster frame (decorative: the figure or the hero names the film) has loaded. */
const expectPosterShown = async (poster: Locator) => {
  await expect(poster).toBeVisible();
  await expect
    .poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
};

/** The film plays: not paused, and its clock moves on. */
const expectPlaying = async (video: Locator) => {
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0.3))
    .toBe(true);
};

/** The captions' track as the browser has read it. */
const captionsOf = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => {
    const track = element.textTracks[0];
    return {
      kind: track?.kind,
      language: track?.language,
      mode: track?.mode,
      cues: track?.cues?.length ?? 0,
    };
  });

const expectNoViolations = async (page: Page) => {
  const findings = await scanPage(page);
  expect(findings, describeFindings(page.url(), findings)).toEqual([]);
};

test.describe('the video lander', () => {
  test('shows the poster at once and loads the film only when played by keyboard, with captions; the call under it opens the signup', async ({
    page,
  }) => {
    const clips = clipRequests(page);
    const campaign = await campaignOf(page, { name: 'video', niche: 6, slug: 'summer' });
    await page.goto('/milf/landers/video/summer');
    await expect(page.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
    await expect(page.getByText(campaign.subtitle)).toBeVisible();
    const film = page.getByRole('figure', { name: t.filmLabel() });
    await expectPosterShown(film.locator('img[fetchpriority="high"]'));
    const members = page.getByRole('region', { name: t.profilesTitle() }).getByRole('listitem');
    await expect(members).toHaveCount(4);
    for (const profile of campaign.profiles)
      await expect(
        page.getByRole('img', { name: LL.landers.photoAlt({ name: profile.name }), exact: true }),
      ).toBeAttached();
    // Right under the film, on the first screen of a phone too.
    const call = page.getByRole('button', { name: t.videoCta() });
    await expect(call).toBeInViewport();
    await expectNoSideways(page);
    expect(clips).toEqual([]);

    await tabTo(page, film.getByRole('button', { name: t.play() }));
    await page.keyboard.press('Enter');
    const video = film.locator('video');
    await expect(video).toBeFocused();
    await expectPlaying(video);
    expect(clips[0]).toBe(campaign.video_url);
    await expect
      .poll(() => captionsOf(video))
      .toEqual({ kind: 'captions', language: 'en', mode: 'showing', cues: 4 });
    await expectNoViolations(page);

    await tabTo(page, call);
    await page.keyboard.press('Enter');
    await expectSignupOpen(page);
  });

  test('holds its words in a long-word language (Finnish)', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: localeCookie.name, value: 'fi', url: baseURL ?? '' }]);
    const campaign = await campaignOf(page, { name: 'video', niche: 1, slug: 'weekend', lang: 'fi' });
    const fi = translations('fi').landerVideo;
    await page.goto('/landers/video/weekend');
    await expect(page.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
    await expect(page.getByRole('button', { name: fi.play() })).toBeVisible();
    await expect(page.getByRole('button', { name: fi.videoCta() })).toBeInViewport();
    await expectNoSideways(page);
  });
});

test.describe('the transitions video lander', () => {
  test('puts the title over the film, plays and pauses it by keyboard with captions, scrolls the members by keys; the call opens the signup', async ({
    page,
  }) => {
    const clips = clipRequests(page);
    const campaign = await campaignOf(page, { name: 'transitionsvideolanding', niche: 7 });
    await page.goto('/gay/landers/transitionsvideolanding');
    const hero = page.getByRole('region', { name: campaign.title });
    await expect(hero.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
    await expect(hero.getByText(campaign.subtitle)).toBeVisible();
    await expectPosterShown(hero.locator('img[fetchpriority="high"]'));
    const call = page.getByRole('button', { name: t.transitionsCta() });
    await expect(call).toBeInViewport();
    await expectNoSideways(page);

    // The strip takes the focus and scrolls under the arrow keys.
    const strip = page.getByRole('region', { name: t.stripLabel() });
    await expect(strip.getByRole('listitem')).toHaveCount(6);
    await tabTo(page, strip);
    const scrolled = () => strip.evaluate((element) => element.scrollLeft);
    expect(await scrolled()).toBe(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrolled).toBeGreaterThan(0);
    expect(clips).toEqual([]);

    await tabTo(page, hero.getByRole('button', { name: t.play() }));
    await page.keyboard.press('Enter');
    const video = hero.locator('video');
    await expectPlaying(video);
    expect(clips[0]).toBe(campaign.video_url);
    await expect
      .poll(() => captionsOf(video))
      .toEqual({ kind: 'captions', language: 'en', mode: 'hidden', cues: 4 });
    // The captions show in the hero's own line, over the shade: the scene's line of the moment.
    const lines = [t.transitions.cue1(), t.transitions.cue2(), t.transitions.cue3(), t.transitions.cue4()];
    await expect(hero.getByText(new RegExp(`^(${lines.map(escapeRegExp).join('|')})$`))).toBeVisible();
    const pause = hero.getByRole('button', { name: t.pause() });
    await expect(pause).toBeFocused();
    await expectNoViolations(page);

    await page.keyboard.press('Enter');
    await expect(hero.getByRole('button', { name: t.play() })).toBeFocused();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

    await tabTo(page, call);
    await page.keyboard.press('Enter');
    await expectSignupOpen(page);
  });
});
