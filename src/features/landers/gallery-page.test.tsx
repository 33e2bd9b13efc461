import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Landing } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import { fakeMatchMedia } from '../../../tests/utils/match-media';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { simulationClient } from '../../../tests/utils/simulation';
import { smartphoneQuery } from '../../ui/use-media';

const LL = translations('en');
const t = LL.landerGallery;

/** The campaign as the server answers it, for what the page must show. */
const landingOf = async (query: { slug?: string; niche?: number }): Promise<Landing> => {
  const { data } = await simulationClient().GET('/api/landing.php', {
    params: { query: { name: 'gallery', lang: 'en', ...query } },
  });
  if (data === undefined) throw new Error('no gallery landing');
  return data.landing;
};

beforeAll(async () => {
  // The page's chunk and the simulation's seed (made on first use): once, up front, so no
  // test's first wait pays for them. The signup dialog's chunk loads with the first dialog.
  await Promise.all([import('./gallery-page'), simulation.reset()]);
}, 30_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/landers/gallery/{slug?}', () => {
  it('shows the campaign’s members as cards, each a button named for the member, under the niche’s prefix', async () => {
    const landing = await landingOf({ slug: 'weekend', niche: 4 });
    await renderApp({ path: '/bbw/landers/gallery/weekend' });
    expect(await screen.findByRole('heading', { level: 1, name: landing.title })).toBeVisible();
    expect(screen.getByText(landing.subtitle)).toBeVisible();

    const gallery = screen.getByRole('list', { name: t.members() });
    const cards = within(gallery).getAllByRole('listitem');
    expect(cards).toHaveLength(24);
    landing.profiles.forEach((profile, index) => {
      const card = within(cards[index]!);
      expect(card.getByRole('button', { name: t.seeProfile({ name: profile.name }) })).toBeInTheDocument();
      expect(card.getByRole('img', { name: LL.landers.photoAlt({ name: profile.name }) })).toHaveAttribute(
        'loading',
        index === 0 ? 'eager' : 'lazy',
      );
      expect(
        card.getByText(LL.landers.nameAge({ name: profile.name, age: profile.age })),
      ).toBeInTheDocument();
      const place = profile.city?.trim() ?? '';
      if (place !== '') expect(card.getByText(place)).toBeInTheDocument();
    });
  });

  it('says how many are online, and marks them and the fictional profiles on their cards', async () => {
    const landing = await landingOf({});
    const online = landing.profiles.filter((profile) => profile.online === true);
    const fictional = landing.profiles.filter((profile) => profile.fictional);
    expect(online.length).toBeGreaterThan(0);
    await renderApp({ path: '/landers/gallery' });
    expect(await screen.findByText(t.onlineNow({ count: online.length }))).toBeVisible();
    const gallery = screen.getByRole('list', { name: t.members() });
    expect(within(gallery).getAllByText(LL.landers.online())).toHaveLength(online.length);
    expect(within(gallery).queryAllByText(t.fictional())).toHaveLength(fictional.length);
  });

  it('opens the signup from a member’s card', async () => {
    const landing = await landingOf({ slug: 'nearby' });
    const [first] = landing.profiles;
    if (first === undefined) throw new Error('the campaign has no members');
    const { user } = await renderApp({ path: '/landers/gallery/nearby' });
    await user.click(await screen.findByRole('button', { name: t.seeProfile({ name: first.name }) }));
    expect(
      await screen.findByRole('dialog', { name: LL.signupEntry.title() }, { timeout: 15_000 }),
    ).toBeVisible();
  }, 30_000);

  it('opens the signup page from the bar on a phone', async () => {
    fakeMatchMedia({ [smartphoneQuery]: true });
    const landing = await landingOf({});
    const { user, router } = await renderApp({ path: '/landers/gallery' });
    await screen.findByRole('heading', { level: 1, name: landing.title });
    await user.click(screen.getByRole('button', { name: t.cta() }));
    // The signup page's chunk loads before the navigation completes.
    await waitFor(
      () => {
        expect(router.state.location.pathname).toBe('/signup');
      },
      { timeout: 15_000 },
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 30_000);

  it('answers an unknown campaign with the 404 page', async () => {
    await renderApp({ path: '/bbw/landers/gallery/no-such-campaign' });
    expect(await screen.findByRole('heading', { level: 1, name: LL.errorPage.notFound() })).toBeVisible();
  });
});
