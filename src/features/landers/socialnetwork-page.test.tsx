import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Landing, Profile } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { simulationClient } from '../../../tests/utils/simulation';
import { postAge } from './feed-post';

const LL = translations('en');
const t = LL.landerSocial;

/** The campaign as the server answers it, for what the page must show. */
const landingOf = async (query: { niche?: number; slug?: string } = {}): Promise<Landing> => {
  const { data } = await simulationClient().GET('/api/landing.php', {
    params: { query: { name: 'socialnetwork', lang: 'en', ...query } },
  });
  if (data === undefined) throw new Error('no socialnetwork landing');
  return data.landing;
};

const nameAge = (profile: Profile) => LL.landers.nameAge({ name: profile.name, age: profile.age });

/** The member's own words as the page takes them: about me, else why they signed up. */
const wordsOf = (profile: Profile) =>
  (profile.about_me ?? '').trim() ||
  (profile.signup_reason ?? '').trim() ||
  t.fallback({ name: profile.name });

const postOf = (profile: Profile) => screen.getByRole('article', { name: nameAge(profile) });

beforeAll(async () => {
  await import('./socialnetwork-page');
}, 30_000);

describe('/landers/socialnetwork/{slug?}', () => {
  it('shows the campaign and each member as a post: who, when, their words, their photo', async () => {
    const landing = await landingOf({ slug: 'weekend' });
    await renderApp({ path: '/landers/socialnetwork/weekend' });
    expect(await screen.findByRole('heading', { level: 1, name: landing.title })).toBeVisible();
    expect(screen.getByText(landing.subtitle)).toBeVisible();
    const feed = screen.getByRole('region', { name: t.feedTitle() });
    expect(within(feed).getAllByRole('article')).toHaveLength(landing.profiles.length);

    for (const [index, profile] of landing.profiles.entries()) {
      const post = postOf(profile);
      expect(within(post).getByRole('heading', { level: 3, name: nameAge(profile) })).toBeVisible();
      expect(within(post).getByText(wordsOf(profile))).toBeVisible();
      if (profile.city) expect(within(post).getByText(profile.city)).toBeVisible();
      // When, from the post's place alone, and as a machine-readable duration.
      const age = postAge(index);
      expect(within(post).getByText((_, element) => element?.tagName === 'TIME')).toHaveAttribute(
        'datetime',
        age.duration,
      );
      // One photo named for the member (the round one repeats it, for the eye only).
      const photo = within(post).getByRole('img', { name: LL.landers.photoAlt({ name: profile.name }) });
      expect(photo).toHaveAttribute('width', '600');
      expect(photo).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
      expect(within(post).getByRole('button', { name: t.likeName({ name: profile.name }) })).toBeVisible();
      expect(within(post).getByRole('button', { name: t.commentName({ name: profile.name }) })).toBeVisible();
    }
  });

  it('makes up the posts’ times from their places, newest first', () => {
    expect(postAge(0)).toEqual({ value: 15, unit: 'minute', duration: 'PT15M' });
    expect(postAge(3)).toEqual({ value: 2, unit: 'hour', duration: 'PT2H' });
    expect(postAge(8)).toEqual({ value: 2, unit: 'day', duration: 'P2D' });
    const minutes = (index: number) => {
      const { value, unit } = postAge(index);
      return value * { minute: 1, hour: 60, day: 1440 }[unit];
    };
    for (let index = 1; index < 9; index += 1) expect(minutes(index)).toBeGreaterThan(minutes(index - 1));
  });

  it('opens the signup when a visitor likes a post: liking is for members', async () => {
    const landing = await landingOf({ niche: 3 });
    const second = landing.profiles[1];
    if (second === undefined) throw new Error('the campaign needs two members');
    const { user } = await renderApp({ path: '/bdsm/landers/socialnetwork' });
    await screen.findByRole('heading', { level: 1, name: landing.title });
    await user.click(within(postOf(second)).getByRole('button', { name: t.likeName({ name: second.name }) }));
    expect(
      await screen.findByRole('dialog', { name: LL.signupEntry.title() }, { timeout: 15_000 }),
    ).toBeVisible();
  }, 30_000);

  it('invites to join beside the feed, with the one call to action', async () => {
    const landing = await landingOf();
    await renderApp({ path: '/landers/socialnetwork' });
    await screen.findByRole('heading', { level: 1, name: landing.title });
    const join = screen.getByRole('complementary', { name: t.joinTitle() });
    expect(within(join).getByRole('button', { name: t.cta() })).toBeVisible();
    expect(within(join).getByRole('link', { name: LL.landers.login() })).toHaveAttribute('href', '/login');
  });

  it('keeps the feed’s shape while the campaign loads, with nothing to press yet', async () => {
    simulation.fault({ operationId: 'getLanding', delayMs: 500, once: true });
    await renderApp({ path: '/landers/socialnetwork' });
    const loading = await screen.findByRole('status', { busy: true });
    expect(within(loading).queryByRole('button')).not.toBeInTheDocument();
    expect(within(loading).queryByRole('article')).not.toBeInTheDocument();
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });

  it('answers an unknown campaign with the 404 page', async () => {
    await renderApp({ path: '/landers/socialnetwork/winter' });
    expect(await screen.findByRole('heading', { level: 1, name: LL.errorPage.notFound() })).toBeVisible();
  });
});
