import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PremiumTier } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import { translations } from '../../../tests/utils/i18n';
import { fakeMatchMedia } from '../../../tests/utils/match-media';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, persona, simulationClient } from '../../../tests/utils/simulation';
import { formatMoney } from '../../lib/format-money';
import { smartphoneQuery } from '../../ui/use-media';

const LL = translations('en');
const t = LL.premium;

beforeAll(async () => {
  await import('./premium-page');
}, 30_000);

const tiersOfMember = async (): Promise<PremiumTier[]> => {
  const { data } = await simulationClient().GET('/api/premium.php');
  if (data === undefined) throw new Error('no premium answer');
  return data.tiers;
};

const popularOf = (tiers: PremiumTier[]): PremiumTier => {
  const popular = tiers.filter((tier) => tier.popular);
  if (popular.length !== 1 || popular[0] === undefined) throw new Error('not exactly one popular tier');
  return popular[0];
};

const tierList = () => screen.findByRole('list', { name: t.overview.tiersLabel() }, { timeout: 10_000 });
const tierItems = async () =>
  within(await tierList())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.getAttribute('aria-label') === t.overview.tiersLabel());
const creditsHeading = (tier: PremiumTier) =>
  t.tier.credits({ count: tier.credits }) + (tier.popular ? ` – ${t.tier.popular()}` : '');
const chooseName = (tier: PremiumTier) =>
  `${t.tier.choose()} ${t.tier.chooseWhat({
    credits: tier.credits,
    price: formatMoney(tier.price.amount, tier.price.currency, 'en'),
  })}`;

describe('/premium', () => {
  it('holds the tiers’ place while they load, then shows each with its price, features and way to choose', async () => {
    await loginAs('free');
    const tiers = await tiersOfMember();
    simulation.fault({ operationId: 'getPremiumTiers', delayMs: 500, once: true });
    await renderApp({ path: '/premium' });
    expect(await screen.findByRole('heading', { level: 1, name: LL.routes.premium() })).toBeVisible();
    expect(await screen.findByText(t.overview.loading())).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: t.overview.chooseHeading() })).toBeVisible();

    const items = await tierItems();
    expect(items).toHaveLength(tiers.length);
    expect(tiers.length).toBe(4);
    expect(screen.queryByText(t.overview.loading())).not.toBeInTheDocument();
    for (const [index, tier] of tiers.entries()) {
      const item = items[index];
      if (item === undefined) throw new Error(`no card for ${tier.id}`);
      const card = within(item);
      expect(card.getByRole('heading', { level: 3, name: creditsHeading(tier) })).toBeVisible();
      expect(card.getByText(formatMoney(tier.price.amount, tier.price.currency, 'en'))).toBeVisible();
      const features = within(card.getByRole('list', { name: t.tier.features() })).getAllByRole('listitem');
      expect(features).toHaveLength(tier.features.length);
      expect(card.getByText(t.features.photos_25({ count: 25 }))).toBeVisible();
      expect(card.getByRole('link', { name: chooseName(tier) })).toHaveAttribute(
        'href',
        `/credits/${String(tier.bundle_id)}`,
      );
    }
  });

  it('marks exactly one tier popular, to the eye and to a screen reader, and makes the 46% claim', async () => {
    await loginAs('free');
    const tiers = await tiersOfMember();
    const popular = popularOf(tiers);
    await renderApp({ path: '/premium' });
    const items = await tierItems();
    const marked = items.filter((item) => within(item).queryByText(t.tier.popular()) !== null);
    expect(marked).toHaveLength(1);
    const [card] = marked;
    if (card === undefined) throw new Error('no popular card');
    expect(
      within(card).getByRole('heading', {
        level: 3,
        name: `${t.tier.credits({ count: popular.credits })} – ${t.tier.popular()}`,
      }),
    ).toBeVisible();
    // Spec §9's words, with the answer's figure.
    expect(screen.getByText('Premium members have a 46% higher match chance')).toBeVisible();
    expect(popular.match_chance_increase_percent).toBe(46);
    // A free member is not told they are premium.
    expect(screen.queryByRole('heading', { name: t.status.heading() })).not.toBeInTheDocument();
  });

  it('puts the popular tier first on a phone, where the cards stack', async () => {
    fakeMatchMedia({ [smartphoneQuery]: true });
    await loginAs('free');
    const popular = popularOf(await tiersOfMember());
    await renderApp({ path: '/premium' });
    const [first] = await tierItems();
    if (first === undefined) throw new Error('no cards');
    expect(within(first).getByRole('heading', { level: 3, name: creditsHeading(popular) })).toBeVisible();
  });

  it('tells a premium member what they have and offers the tiers as top-ups', async () => {
    await loginAs('premium');
    const member = persona('premium');
    const tiers = await tiersOfMember();
    await renderApp({ path: '/premium' });
    const status = await screen.findByRole('region', { name: t.status.heading() });
    expect(within(status).getByText(t.status.text({ photos: 25 }))).toBeVisible();
    expect(within(status).getByText(t.status.credits({ count: member.credits }))).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: t.overview.topUpHeading() })).toBeVisible();
    expect(screen.queryByRole('heading', { name: t.overview.chooseHeading() })).not.toBeInTheDocument();
    expect(await tierItems()).toHaveLength(tiers.length);
    expect(screen.getByRole('link', { name: chooseName(popularOf(tiers)) })).toBeVisible();
  });

  it('says when the tiers could not be loaded and loads them again on request', async () => {
    await loginAs('free');
    simulation.fault({ operationId: 'getPremiumTiers', status: 500, code: 'server_error' });
    const { user } = await renderApp({ path: '/premium' });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(t.overview.loadFailed());
    expect(alert).toHaveTextContent(LL.apiErrors.server_error());
    simulation.clearFaults();
    await user.click(screen.getByRole('button', { name: t.overview.retry() }));
    expect(await tierItems()).toHaveLength(4);
    await waitFor(() => {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('speaks the member’s language: German prices and words', async () => {
    await loginAs('free');
    const de = translations('de');
    const popular = popularOf(await tiersOfMember());
    await renderApp({ path: '/premium', locale: 'de' });
    expect(
      await screen.findByRole(
        'link',
        {
          name: `${de.premium.tier.choose()} ${de.premium.tier.chooseWhat({
            credits: popular.credits,
            price: formatMoney(popular.price.amount, popular.price.currency, 'de'),
          })}`,
        },
        { timeout: 10_000 },
      ),
    ).toHaveAttribute('href', `/credits/${String(popular.bundle_id)}`);
    expect(screen.getByText(de.premium.overview.claim({ percent: 46 }))).toBeVisible();
  });
});
