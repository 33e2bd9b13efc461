import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Landing } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { simulationClient } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.landerIcons;

/** The campaign as the server answers it, for what the page must show. */
const landingOf = async (query: { slug?: string; niche?: number }): Promise<Landing> => {
  const { data } = await simulationClient().GET('/api/landing.php', {
    params: { query: { name: 'iconslanding', lang: 'en', ...query } },
  });
  if (data === undefined) throw new Error('no icons landing');
  return data.landing;
};

const siteName = async (): Promise<string> => {
  const { data } = await simulationClient().GET('/api/settings.php');
  if (data === undefined) throw new Error('no settings');
  return data.settings.name;
};

beforeAll(async () => {
  // The page's chunk and the simulation's seed (made on first use): once, up front, so no
  // test's first wait pays for them. The signup dialog's chunk loads with the first dialog.
  await Promise.all([import('./iconslanding-page'), simulation.reset()]);
}, 30_000);

describe('/landers/iconslanding/{slug?}', () => {
  it('rings the headline with round portraits of the campaign’s members, under the niche’s prefix', async () => {
    const landing = await landingOf({ slug: 'nearby', niche: 5 });
    await renderApp({ path: '/gilf/landers/iconslanding/nearby' });
    expect(await screen.findByRole('heading', { level: 1, name: landing.title })).toBeVisible();
    expect(screen.getByText(landing.subtitle)).toBeVisible();

    const portraits = screen.getByRole('list', { name: t.members() });
    const items = within(portraits).getAllByRole('listitem');
    expect(items).toHaveLength(landing.profiles.length);
    landing.profiles.forEach((profile, index) => {
      const portrait = within(items[index]!);
      const photo = portrait.getByRole('img', { name: LL.landers.photoAlt({ name: profile.name }) });
      // Thumbnails, sized; only the first is asked for at once.
      expect(photo.getAttribute('src')).toContain('_thumb');
      expect(photo).toHaveAttribute('width');
      expect(photo).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
      expect(portrait.getByText(profile.name)).toBeInTheDocument();
    });
  });

  it('marks who is online, with words for screen readers', async () => {
    const landing = await landingOf({});
    const online = landing.profiles.filter((profile) => profile.online === true);
    expect(online.length).toBeGreaterThan(0);
    await renderApp({ path: '/landers/iconslanding' });
    await screen.findByRole('heading', { level: 1, name: landing.title });
    const portraits = screen.getByRole('list', { name: t.members() });
    expect(within(portraits).getAllByRole('img', { name: LL.landers.online() })).toHaveLength(online.length);
  });

  it('gives three reasons to join, each with a heading', async () => {
    const name = await siteName();
    await renderApp({ path: '/landers/iconslanding/summer' });
    const why = await screen.findByRole('region', { name: t.whyTitle({ siteName: name }) });
    expect(
      within(why).getByRole('heading', { level: 2, name: t.whyTitle({ siteName: name }) }),
    ).toBeVisible();
    const reasons = within(why)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(reasons).toEqual([t.nearTitle(), t.chatTitle(), t.privateTitle()]);
    expect(within(why).getByText(t.privateText())).toBeVisible();
  });

  it('opens the signup from the call to action', async () => {
    const landing = await landingOf({});
    const { user } = await renderApp({ path: '/landers/iconslanding' });
    await screen.findByRole('heading', { level: 1, name: landing.title });
    await user.click(screen.getByRole('button', { name: t.cta() }));
    expect(
      await screen.findByRole('dialog', { name: LL.signupEntry.title() }, { timeout: 15_000 }),
    ).toBeVisible();
  }, 30_000);

  it('answers an unknown campaign with the 404 page', async () => {
    await renderApp({ path: '/gilf/landers/iconslanding/Not_A_Slug' });
    expect(await screen.findByRole('heading', { level: 1, name: LL.errorPage.notFound() })).toBeVisible();
  });
});
