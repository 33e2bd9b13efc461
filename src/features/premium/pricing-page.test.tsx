import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GetPricing200 } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import { configureSite, siteSettings } from '../../../mocks/db/site-settings';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, simulationClient } from '../../../tests/utils/simulation';
import { formatMoney } from '../../lib/format-money';

const LL = translations('en');
const t = LL.premium;

beforeAll(async () => {
  await import('./pricing-page');
}, 30_000);

/** What the server prices for the visitor's GeoIP country. */
const pricingNow = async (): Promise<GetPricing200> => {
  const { data } = await simulationClient().GET('/api/pricing.php');
  if (data === undefined) throw new Error('no pricing answer');
  return data;
};

const en = (money: { amount: number; currency: string }) => formatMoney(money.amount, money.currency, 'en');

const bundleItems = async () =>
  within(
    await screen.findByRole('list', { name: t.pricing.bundlesHeading() }, { timeout: 10_000 }),
  ).getAllByRole('listitem');

/** A cost tile: what it is (the term) and its credits (the definition), as a screen reader pairs them. */
const expectCost = (what: string, credits: number) => {
  const term = screen.getByText(what).closest('dt');
  expect(term).not.toBeNull();
  expect(term?.nextElementSibling).toHaveTextContent(t.pricing.costCredits({ count: credits }));
};

describe('/pricing', () => {
  it('shows a visitor what things cost, the packages, the returns promise and the withdrawal rights', async () => {
    const pricing = await pricingNow();
    simulation.fault({ operationId: 'getPricing', delayMs: 500, once: true });
    await renderApp({ path: '/pricing' });
    expect(await screen.findByRole('heading', { level: 1, name: LL.routes.pricing() })).toBeVisible();
    expect(await screen.findByText(t.pricing.loading())).toBeInTheDocument();

    const items = await bundleItems();
    expect(screen.queryByText(t.pricing.loading())).not.toBeInTheDocument();
    expectCost(t.pricing.message(), pricing.message_credits);
    expectCost(t.pricing.photo(), pricing.photo_credits);
    expectCost(t.pricing.gift(), pricing.gift_credits);
    expect(
      screen.getByText(t.pricing.minimumMessage({ price: en(pricing.minimum_message_cost) })),
    ).toBeVisible();

    expect(items).toHaveLength(pricing.bundles.length);
    for (const [index, bundle] of pricing.bundles.entries()) {
      const card = within(items[index] ?? document.body);
      expect(
        card.getByRole('heading', { level: 3, name: new RegExp(`^${String(bundle.credits)} credits`) }),
      ).toBeVisible();
      expect(card.getByText(en(bundle.price))).toBeVisible();
      expect(card.getByText(t.tier.perCredit({ price: en(bundle.price_per_credit) }))).toBeVisible();
      if (bundle.discount_percentage !== null)
        expect(card.getByText(t.pricing.saving({ percent: bundle.discount_percentage }))).toBeVisible();
    }
    // One popular and one best-value package, each named so in its heading.
    const popular = pricing.bundles.find((bundle) => bundle.popular);
    const cheapest = pricing.bundles.at(-1);
    if (popular === undefined || cheapest === undefined) throw new Error('the seed lacks a popular bundle');
    expect(
      screen.getByRole('heading', {
        name: `${t.tier.credits({ count: popular.credits })} – ${t.tier.popular()}`,
      }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', {
        name: `${t.tier.credits({ count: cheapest.credits })} – ${t.pricing.bestValue()}`,
      }),
    ).toBeVisible();

    // Spec §9's words with the site's refund days.
    expect(screen.getByText(`${String(siteSettings().refund_days)} day free returns`)).toBeVisible();
    const withdrawal = screen.getByRole('region', { name: t.withdrawal.heading() });
    expect(within(withdrawal).getByText(t.withdrawal.right({ days: 14 }))).toBeVisible();
    expect(within(withdrawal).getByText(t.withdrawal.lost())).toBeVisible();
    expect(within(withdrawal).getByRole('link', { name: siteSettings().support_email })).toHaveAttribute(
      'href',
      `mailto:${siteSettings().support_email}`,
    );
    expect(within(withdrawal).getByRole('link', { name: t.withdrawal.policy() })).toHaveAttribute(
      'href',
      '/pages/return-policy',
    );

    // A visitor is asked to sign up; buying is for members.
    expect(screen.getByRole('link', { name: t.pricing.signUp() })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: t.pricing.buyCredits() })).not.toBeInTheDocument();
  });

  it('offers a member credits and the premium overview instead of signing up', async () => {
    await loginAs('free');
    await renderApp({ path: '/pricing' });
    await bundleItems();
    expect(screen.getByRole('link', { name: t.pricing.buyCredits() })).toHaveAttribute('href', '/credits');
    expect(screen.getByRole('link', { name: t.pricing.seePremium() })).toHaveAttribute('href', '/premium');
    expect(screen.queryByRole('link', { name: t.pricing.signUp() })).not.toBeInTheDocument();
  });

  it('says the returns promise with the days the site sets', async () => {
    configureSite({ refund_days: 30 });
    await renderApp({ path: '/pricing' });
    expect(await screen.findByText('30 day free returns')).toBeVisible();
  });

  it('says when the prices could not be loaded and loads them again on request', async () => {
    simulation.fault({ operationId: 'getPricing', status: 500, code: 'server_error' });
    const { user } = await renderApp({ path: '/pricing' });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(t.pricing.loadFailed());
    expect(alert).toHaveTextContent(LL.apiErrors.server_error());
    // What does not depend on the answer stays: the withdrawal rights and the way in.
    expect(screen.getByRole('region', { name: t.withdrawal.heading() })).toBeVisible();
    expect(screen.getByRole('link', { name: t.pricing.signUp() })).toBeVisible();
    simulation.clearFaults();
    await user.click(screen.getByRole('button', { name: t.pricing.retry() }));
    expect(await bundleItems()).toHaveLength((await pricingNow()).bundles.length);
    await waitFor(() => {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
