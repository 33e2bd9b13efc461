import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Landing } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import { nichePrefixes } from '../../domain/landing';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { simulationClient } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.landerAlone;

/** The campaign as the server answers it, for what the page must show. */
const landingOf = async (query: { slug?: string; niche?: number } = {}): Promise<Landing> => {
  const { data } = await simulationClient().GET('/api/landing.php', {
    params: { query: { name: 'alonetonight', lang: 'en', ...query } },
  });
  if (data === undefined) throw new Error('no alonetonight landing');
  return data.landing;
};

const siteWarning = async (): Promise<string> => {
  const { data } = await simulationClient().GET('/api/settings.php');
  if (data === undefined) throw new Error('no settings');
  return data.settings.fictional_warning;
};

const onlineIn = (landing: Landing) => landing.profiles.filter((profile) => profile.online === true).length;

/** A niche whose six include a fictional profile (the seed has them in some niches). */
const firstNicheWithFictional = async () => {
  for (const niche of nichePrefixes) {
    const landing = await landingOf({ niche: niche.niche });
    if (landing.profiles.slice(0, 6).some((profile) => profile.fictional)) return niche;
  }
  throw new Error('no niche shows a fictional profile on this lander');
};

beforeAll(async () => {
  await import('./alonetonight-page');
}, 30_000);

describe('/landers/alonetonight/{slug?}', () => {
  it('asks the campaign’s question, counts who is online and shows the six as portraits', async () => {
    const landing = await landingOf({ slug: 'summer' });
    expect(onlineIn(landing)).toBeGreaterThan(0);
    await renderApp({ path: '/landers/alonetonight/summer' });
    expect(await screen.findByRole('heading', { level: 1, name: landing.title })).toBeVisible();
    expect(screen.getByText(landing.subtitle)).toBeVisible();
    expect(screen.getByText(t.onlineCount({ count: onlineIn(landing) }))).toBeVisible();

    const portraits = screen.getByRole('region', { name: t.profilesTitle() });
    const cards = within(portraits).getAllByRole('listitem');
    expect(cards).toHaveLength(Math.min(6, landing.profiles.length));
    landing.profiles.slice(0, 6).forEach((profile, index) => {
      const card = cards[index];
      if (card === undefined) throw new Error(`no card ${String(index)}`);
      expect(
        within(card).getByText(LL.landers.nameAge({ name: profile.name, age: profile.age })),
      ).toBeVisible();
      const photo = within(card).getByRole('img', { name: LL.landers.photoAlt({ name: profile.name }) });
      // Only the first portrait is asked for at once; every one holds its size, in the medium
      // (match) picture: half a phone's width needs no more.
      expect(photo).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
      expect(photo).toHaveAttribute('width', '400');
      expect(photo.getAttribute('src')).toMatch(/_match\.jpg$/);
      const badge = within(card).queryByText(LL.landers.online());
      if (profile.online === true) expect(badge).toBeVisible();
      else expect(badge).not.toBeInTheDocument();
    });
  });

  it('offers the signup under the hero line and again after the portraits; it opens the signup', async () => {
    const { user } = await renderApp({ path: '/landers/alonetonight' });
    await screen.findByRole('heading', { level: 1 });
    const calls = screen.getAllByRole('button', { name: t.cta() });
    expect(calls).toHaveLength(2);
    const closing = screen.getByRole('region', { name: t.closingTitle() });
    expect(within(closing).getByRole('button', { name: t.cta() })).toBe(calls[1]);
    const [first] = calls;
    if (first === undefined) throw new Error('no call to action');
    await user.click(first);
    expect(
      await screen.findByRole('dialog', { name: LL.signupEntry.title() }, { timeout: 15_000 }),
    ).toBeVisible();
  }, 30_000);

  it('speaks to the niche of the path prefix: /she/landers/alonetonight/weekend', async () => {
    const landing = await landingOf({ slug: 'weekend', niche: 2 });
    const [first] = landing.profiles;
    if (first === undefined) throw new Error('the niche campaign has no profiles');
    await renderApp({ path: '/she/landers/alonetonight/weekend' });
    expect(await screen.findByRole('heading', { level: 1, name: landing.title })).toBeVisible();
    expect(screen.getByText(landing.subtitle)).toBeVisible();
    expect(screen.getByRole('img', { name: LL.landers.photoAlt({ name: first.name }) })).toBeVisible();
  });

  it('says once, at the foot of the page, that some profiles are fictional', async () => {
    const niche = await firstNicheWithFictional();
    const warning = await siteWarning();
    await renderApp({ path: `/${niche.prefix}/landers/alonetonight` });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByText(warning)).toHaveLength(1);
  });

  it('says new members come every evening when nobody is online at the moment', async () => {
    // A day later every seeded member has been away for longer than "online" lasts.
    simulation.clock.advance(24 * 60 * 60);
    const landing = await landingOf();
    expect(onlineIn(landing)).toBe(0);
    await renderApp({ path: '/landers/alonetonight' });
    expect(await screen.findByText(t.onlineNone())).toBeVisible();
    expect(screen.queryByText(LL.landers.online())).not.toBeInTheDocument();
  });

  it('keeps the page’s shape while the campaign loads', async () => {
    simulation.fault({ operationId: 'getLanding', delayMs: 500, once: true });
    await renderApp({ path: '/landers/alonetonight/nearby' });
    const loading = await screen.findByRole('status', { busy: true });
    expect(within(loading).getAllByRole('listitem')).toHaveLength(6);
    expect(within(loading).queryByRole('img')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
  });

  it.each(['no-such-campaign', 'Not_A_Slug'])(
    'answers an unknown campaign (%s) with the 404 page',
    async (slug) => {
      await renderApp({ path: `/landers/alonetonight/${slug}` });
      expect(await screen.findByRole('heading', { level: 1, name: LL.errorPage.notFound() })).toBeVisible();
    },
  );
});
