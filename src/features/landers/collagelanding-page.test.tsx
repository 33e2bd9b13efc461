import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Landing } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { simulationClient } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.landerCollage;

/** The campaign as the server answers it, for what the page must show. */
const landingOf = async (query: { slug?: string; niche?: number }): Promise<Landing> => {
  const { data } = await simulationClient().GET('/api/landing.php', {
    params: { query: { name: 'collagelanding', lang: 'en', ...query } },
  });
  if (data === undefined) throw new Error('no collage landing');
  return data.landing;
};

const siteWarning = async (): Promise<string> => {
  const { data } = await simulationClient().GET('/api/settings.php');
  if (data === undefined) throw new Error('no settings');
  return data.settings.fictional_warning;
};

const photoAlt = (name: string) => LL.landers.photoAlt({ name });

beforeAll(async () => {
  // The page's chunk and the simulation's seed (made on first use): once, up front, so no
  // test's first wait pays for them. The signup dialog's chunk loads with the first dialog.
  await Promise.all([import('./collagelanding-page'), simulation.reset()]);
}, 30_000);

describe('/landers/collagelanding/{slug?}', () => {
  it('lays the campaign on a band across a wall of its members, each face once, under the niche’s prefix', async () => {
    const landing = await landingOf({ slug: 'summer', niche: 6 });
    await renderApp({ path: '/milf/landers/collagelanding/summer' });
    expect(await screen.findByRole('heading', { level: 1, name: landing.title })).toBeVisible();
    expect(screen.getByText(landing.subtitle)).toBeVisible();

    const wall = screen.getByRole('list', { name: t.members() });
    expect(within(wall).getAllByRole('listitem')).toHaveLength(landing.profiles.length);
    const shown = within(wall)
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt'));
    expect(shown.toSorted()).toEqual(landing.profiles.map((profile) => photoAlt(profile.name)).toSorted());
    const [first] = landing.profiles;
    if (first === undefined) throw new Error('the campaign has no members');
    expect(
      within(wall).getByText(LL.landers.nameAge({ name: first.name, age: first.age })),
    ).toBeInTheDocument();
  });

  it('asks for the first, largest photo at once and the rest lazily, thumbnails for the small tiles', async () => {
    const landing = await landingOf({});
    await renderApp({ path: '/landers/collagelanding' });
    await screen.findByRole('heading', { level: 1, name: landing.title });
    const images = within(screen.getByRole('list', { name: t.members() })).getAllByRole('img');
    const [first, ...rest] = images;
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('width', '600');
    for (const image of rest) expect(image).toHaveAttribute('loading', 'lazy');
    // Four large tiles (full photos), eight small ones (thumbnails), every one sized.
    expect(images.filter((image) => image.getAttribute('width') === '600')).toHaveLength(4);
    expect(images.filter((image) => image.getAttribute('src')?.includes('_thumb') === true)).toHaveLength(8);
    for (const image of images) expect(image).toHaveAttribute('height');
  });

  it('says once, under the wall, that some profiles are fictional', async () => {
    const landing = await landingOf({ niche: 6 });
    expect(landing.profiles.some((profile) => profile.fictional)).toBe(true);
    const warning = await siteWarning();
    await renderApp({ path: '/milf/landers/collagelanding' });
    await screen.findByRole('heading', { level: 1, name: landing.title });
    expect(screen.getAllByText(warning)).toHaveLength(1);
  });

  it('opens the signup from the band', async () => {
    const landing = await landingOf({ slug: 'weekend' });
    const { user } = await renderApp({ path: '/landers/collagelanding/weekend' });
    await screen.findByRole('heading', { level: 1, name: landing.title });
    await user.click(screen.getByRole('button', { name: t.cta() }));
    expect(
      await screen.findByRole('dialog', { name: LL.signupEntry.title() }, { timeout: 15_000 }),
    ).toBeVisible();
  }, 30_000);

  it('answers an unknown campaign with the 404 page', async () => {
    await renderApp({ path: '/milf/landers/collagelanding/winter' });
    expect(await screen.findByRole('heading', { level: 1, name: LL.errorPage.notFound() })).toBeVisible();
  });
});
