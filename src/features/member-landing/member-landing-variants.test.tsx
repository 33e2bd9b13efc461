import type { MemberDetail } from '../../../generated/model';
import { personaIds } from '../../../mocks/seed/personas';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { simulation } from '../../../mocks/control';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { simulationClient } from '../../../tests/utils/simulation';

/** The premium persona: a profile with a photo, a city and words about herself. */
const spotlightId = personaIds.premium;

/** The profile as a visitor gets it, for what the page must show. */
const visitorView = async (id: number): Promise<MemberDetail> => {
  const { data } = await simulationClient().GET('/api/member.php', { params: { query: { id } } });
  if (data === undefined) throw new Error(`no profile ${String(id)}`);
  return data;
};

/** A landing as the server answers it, for the campaign's wording. */
const landingOf = async (query: { name: 'alonetonight' | 'collagelanding'; slug?: string }) => {
  const { data } = await simulationClient().GET('/api/landing.php', { params: { query } });
  if (data === undefined) throw new Error(`no landing ${query.name}`);
  return data.landing;
};

const LL = translations('en');
const t = LL.memberLanding;
const at = (variant: 'landing2' | 'landing3', slug?: string) =>
  `/members/${String(spotlightId)}/${variant}${slug === undefined ? '' : `/${slug}`}`;

beforeAll(async () => {
  await Promise.all([import('./member-landing2-page'), import('./member-landing3-page')]);
}, 30_000);

describe('/members/{id}/landing2/{slug?}', () => {
  it('invites to say hello, with the three steps to the first message', async () => {
    const { profile } = await visitorView(spotlightId);
    await renderApp({ path: at('landing2') });
    expect(
      await screen.findByRole('heading', { level: 1, name: t.two.title({ name: profile.name }) }),
    ).toBeVisible();
    expect(screen.getByText(t.nameAndAge(profile))).toBeVisible();
    const steps = screen.getByRole('list');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(steps).getByText(t.two.stepWrite({ name: profile.name }))).toBeVisible();
    expect(screen.getByRole('link', { name: t.cta({ name: profile.name }) })).toHaveAttribute(
      'href',
      `/members/${String(spotlightId)}/signup`,
    );
  });

  it('takes the campaign’s wording from the slug', async () => {
    const campaign = await landingOf({ name: 'alonetonight', slug: 'weekend' });
    await renderApp({ path: at('landing2', 'weekend') });
    expect(await screen.findByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
  });

  it.each(['no-such-campaign', 'Not_A_Slug'])(
    'answers an unknown slug (%s) with the 404 page',
    async (slug) => {
      await renderApp({ path: at('landing2', slug) });
      expect(await screen.findByRole('heading', { level: 1, name: LL.errorPage.notFound() })).toBeVisible();
    },
  );

  it('stands on the profile alone when the campaign cannot be loaded', async () => {
    simulation.fault({ operationId: 'getLanding', status: 500 });
    const { profile } = await visitorView(spotlightId);
    await renderApp({ path: at('landing2') });
    expect(
      await screen.findByRole('heading', { level: 1, name: t.two.title({ name: profile.name }) }),
    ).toBeVisible();
  });
});

describe('/members/{id}/landing3/{slug?}', () => {
  it('puts the profile in the spotlight with the campaign’s question, and more members below, lazily', async () => {
    const { profile } = await visitorView(spotlightId);
    const campaign = await landingOf({ name: 'collagelanding', slug: 'summer' });
    await renderApp({ path: at('landing3', 'summer') });
    expect(await screen.findByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
    expect(screen.getByText(t.three.badge())).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: t.nameAndAge(profile) })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 3, name: t.three.aboutTitle({ name: profile.name }) }),
    ).toBeVisible();

    const more = screen.getByRole('region', { name: t.three.more() });
    const others = campaign.profiles.filter((other) => other.id !== spotlightId).slice(0, 6);
    const links = within(more).getAllByRole('link');
    expect(links).toHaveLength(others.length);
    const [first] = others;
    if (first === undefined) throw new Error('the campaign has no other profiles');
    expect(within(more).getByRole('link', { name: t.nameAndAge(first) })).toHaveAttribute(
      'href',
      `/members/${String(first.id)}/landing3/summer`,
    );
    for (const image of more.querySelectorAll('img')) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '300');
    }
  });

  it('asks without a slug: "Could … be your match?"', async () => {
    const { profile } = await visitorView(spotlightId);
    await renderApp({ path: at('landing3') });
    expect(
      await screen.findByRole('heading', { level: 1, name: t.three.title({ name: profile.name }) }),
    ).toBeVisible();
  });

  it('answers an unknown slug with the 404 page', async () => {
    await renderApp({ path: at('landing3', 'winter') });
    expect(await screen.findByRole('heading', { level: 1, name: LL.errorPage.notFound() })).toBeVisible();
  });
});
