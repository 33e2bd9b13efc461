import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Landing, Profile } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { simulationClient } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.landerMap;

/** The campaign as the server answers it, for what the page must show. */
const landingOf = async (query: { niche?: number; slug?: string } = {}): Promise<Landing> => {
  const { data } = await simulationClient().GET('/api/landing.php', {
    params: { query: { name: 'maplanding', lang: 'en', ...query } },
  });
  if (data === undefined) throw new Error('no maplanding landing');
  return data.landing;
};

/** The campaign's regions as the page groups them, the fullest first (country, region). */
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

const pinName = (region: { label: string; profiles: readonly Profile[] }) =>
  t.pin({ region: region.label, count: region.profiles.length });

const nameAge = (profile: Profile) => LL.landers.nameAge({ name: profile.name, age: profile.age });

beforeAll(async () => {
  await import('./maplanding-page');
}, 30_000);

describe('/landers/maplanding/{slug?}', () => {
  it('shows the campaign, a pin per region, and the fullest region’s members to start with', async () => {
    const landing = await landingOf({ slug: 'nearby' });
    const regions = regionsOf(landing);
    const [fullest] = regions;
    if (fullest === undefined) throw new Error('the campaign has nobody');
    await renderApp({ path: '/landers/maplanding/nearby' });
    expect(await screen.findByRole('heading', { level: 1, name: landing.title })).toBeVisible();
    expect(screen.getByText(landing.subtitle)).toBeVisible();
    // The map in words: how many where, and a pin per region named by region and count.
    expect(
      screen.getByText(t.summary({ members: landing.profiles.length, regions: regions.length })),
    ).toBeVisible();
    const pins = screen.getByRole('list', { name: t.regions() });
    expect(within(pins).getAllByRole('button')).toHaveLength(regions.length);
    expect(within(pins).getByRole('button', { name: pinName(fullest) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const members = screen.getByRole('list', { name: fullest.label });
    expect(within(members).getAllByRole('listitem')).toHaveLength(fullest.profiles.length);
    for (const profile of fullest.profiles) expect(within(members).getByText(nameAge(profile))).toBeVisible();
    const photos = within(members).getAllByRole('img');
    // Sized, and only the first asked for at once.
    expect(photos[0]).toHaveAttribute('loading', 'eager');
    for (const photo of photos.slice(1)) expect(photo).toHaveAttribute('loading', 'lazy');
    for (const photo of photos) expect(photo).toHaveAttribute('width', '240');
  });

  it('lists the members of the region whose pin is chosen, and leads from there into the signup', async () => {
    const landing = await landingOf({ niche: 2 });
    const regions = regionsOf(landing);
    const other = regions.at(-1);
    if (other === undefined || regions.length < 2) throw new Error('the campaign needs two regions');
    const { user } = await renderApp({ path: '/she/landers/maplanding' });
    await screen.findByRole('heading', { level: 1, name: landing.title });
    const pin = screen.getByRole('button', { name: pinName(other) });
    expect(pin).toHaveAttribute('aria-pressed', 'false');

    await user.click(pin);
    expect(pin).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: other.label })).toBeVisible();
    const members = screen.getByRole('list', { name: other.label });
    expect(within(members).getAllByRole('listitem')).toHaveLength(other.profiles.length);
    for (const profile of other.profiles) expect(within(members).getByText(nameAge(profile))).toBeVisible();
    // Only one region at a time; pressing the chosen pin again keeps it chosen.
    expect(screen.getAllByRole('button', { pressed: true })).toEqual([pin]);
    await user.click(pin);
    expect(pin).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: t.cta() }));
    expect(
      await screen.findByRole('dialog', { name: LL.signupEntry.title() }, { timeout: 15_000 }),
    ).toBeVisible();
  }, 30_000);

  it('chooses a region by keyboard: Tab to its pin, Enter', async () => {
    const landing = await landingOf();
    const regions = regionsOf(landing);
    const second = regions[1];
    if (second === undefined) throw new Error('the campaign needs two regions');
    const { user } = await renderApp({ path: '/landers/maplanding' });
    await screen.findByRole('heading', { level: 1, name: landing.title });
    const pin = screen.getByRole('button', { name: pinName(second) });
    pin.focus();
    await user.keyboard('{Enter}');
    expect(pin).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: second.label })).toBeVisible();
  });

  it('keeps the map’s shape while the campaign loads, with nothing to press yet', async () => {
    simulation.fault({ operationId: 'getLanding', delayMs: 500, once: true });
    await renderApp({ path: '/landers/maplanding' });
    const loading = await screen.findByRole('status', { busy: true });
    expect(within(loading).queryByRole('button')).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: t.regions() })).toBeVisible();
  });

  it.each(['winter', 'Not_A_Slug'])('answers an unknown campaign (%s) with the 404 page', async (slug) => {
    await renderApp({ path: `/landers/maplanding/${slug}` });
    expect(await screen.findByRole('heading', { level: 1, name: LL.errorPage.notFound() })).toBeVisible();
  });
});
