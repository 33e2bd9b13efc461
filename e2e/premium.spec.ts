import type { Page } from '@playwright/test';
import type { GetPricing200, PremiumTier } from '../generated/model';
import { siteSettings } from '../mocks/db/site-settings';
import { localeCookie } from '../src/domain/locales';
import { formatMoney } from '../src/lib/format-money';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';
import { loginAs } from './members';

const tiersOf = async (page: Page): Promise<PremiumTier[]> => {
  const { data } = await contextClient(page.request).GET('/api/premium.php');
  if (data === undefined) throw new Error('no premium answer');
  return data.tiers;
};

const popularOf = (tiers: PremiumTier[]): PremiumTier => {
  const popular = tiers.find((tier) => tier.popular);
  if (popular === undefined) throw new Error('no popular tier');
  return popular;
};

/** The prices as the page's own requests get them: the visitor's country comes from the browser. */
const pricingSeenBy = (page: Page): Promise<GetPricing200> =>
  page.evaluate(async () => {
    const response = await fetch('/api/pricing.php', { credentials: 'include' });
    return (await response.json()) as GetPricing200;
  });

/** The cards of the tiers' list (each has its own heading; the features are lists inside them). */
const tierCards = (page: Page, label: string) =>
  page
    .getByRole('list', { name: label })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });

test.describe('premium and pricing (issue 17)', () => {
  test('on a smartphone: a free member sees four tiers, the popular one marked and the 46% claim, and chooses it by keyboard alone', async ({
    page,
  }) => {
    const t = translations('en').premium;
    await loginAs(page, 'free');
    const tiers = await tiersOf(page);
    const popular = popularOf(tiers);
    await page.goto('/premium');
    await expect(page.getByText('Premium members have a 46% higher match chance')).toBeVisible();
    const cards = tierCards(page, t.overview.tiersLabel());
    await expect(cards).toHaveCount(4);
    // Exactly one is popular, for the eye (the ribbon) and the ear (its heading); on a phone it comes first.
    await expect(page.getByRole('heading', { level: 3, name: `– ${t.tier.popular()}` })).toHaveCount(1);
    await expect(cards.first().getByText(t.tier.popular(), { exact: true })).toBeVisible();
    await expect(
      cards.first().getByRole('heading', {
        level: 3,
        name: `${t.tier.credits({ count: popular.credits })} – ${t.tier.popular()}`,
      }),
    ).toBeVisible();

    const choose = page.getByRole('link', {
      name: `${t.tier.choose()} ${t.tier.chooseWhat({
        credits: popular.credits,
        price: formatMoney(popular.price.amount, popular.price.currency, 'en'),
      })}`,
    });
    await tabTo(page, choose);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/credits/${String(popular.bundle_id)}`);
  });

  test('on a desktop: a visitor sees what things cost, the packages, the returns promise and the withdrawal rights', async ({
    page,
  }) => {
    const t = translations('en').premium;
    await page.goto('/pricing');
    const pricing = await pricingSeenBy(page);
    const costs = page.getByRole('region', { name: t.pricing.costsHeading() });
    for (const [what, credits] of [
      [t.pricing.message(), pricing.message_credits],
      [t.pricing.photo(), pricing.photo_credits],
      [t.pricing.gift(), pricing.gift_credits],
    ] as const) {
      await expect(costs.getByRole('term').filter({ hasText: what })).toBeVisible();
      await expect(
        costs.getByRole('definition').filter({ hasText: t.pricing.costCredits({ count: credits }) }),
      ).toBeVisible();
    }
    const { amount, currency } = pricing.minimum_message_cost;
    await expect(
      costs.getByText(t.pricing.minimumMessage({ price: formatMoney(amount, currency, 'en') })),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: t.pricing.bundlesHeading() }).getByRole('heading', { level: 3 }),
    ).toHaveCount(pricing.bundles.length);
    // Spec §9's words, with the site's refund days.
    await expect(page.getByText(`${String(siteSettings().refund_days)} day free returns`)).toBeVisible();

    const withdrawal = page.getByRole('region', { name: t.withdrawal.heading() });
    await expect(withdrawal.getByText(t.withdrawal.right({ days: 14 }))).toBeVisible();
    await expect(withdrawal.getByText(t.withdrawal.lost())).toBeVisible();
    await expect(withdrawal.getByRole('link', { name: siteSettings().support_email })).toHaveAttribute(
      'href',
      `mailto:${siteSettings().support_email}`,
    );
    await expect(withdrawal.getByRole('link', { name: t.withdrawal.policy() })).toHaveAttribute(
      'href',
      '/pages/return-policy',
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: t.pricing.signUp(), exact: true }),
    ).toHaveAttribute('href', '/signup');
  });

  test('on a desktop, in German: a premium member goes from the prices to the premium overview and is offered top-ups', async ({
    page,
    baseURL,
  }) => {
    const t = translations('de').premium;
    await page.context().addCookies([{ name: localeCookie.name, value: 'de', url: baseURL ?? '' }]);
    await loginAs(page, 'premium');
    const tiers = await tiersOf(page);
    await page.goto('/pricing');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: t.pricing.buyCredits() })).toHaveAttribute(
      'href',
      '/credits',
    );
    await expect(main.getByRole('link', { name: t.pricing.signUp(), exact: true })).toHaveCount(0);
    await main.getByRole('link', { name: t.pricing.seePremium() }).click();
    await expect(page).toHaveURL('/premium');
    await expect(page.getByRole('region', { name: t.status.heading() })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.overview.topUpHeading() })).toBeVisible();
    await expect(page.getByText(t.overview.claim({ percent: 46 }))).toBeVisible();
    await expect(tierCards(page, t.overview.tiersLabel())).toHaveCount(tiers.length);
    for (const tier of tiers) {
      await expect(
        page.getByRole('link', {
          name: `${t.tier.choose()} ${t.tier.chooseWhat({
            credits: tier.credits,
            price: formatMoney(tier.price.amount, tier.price.currency, 'de'),
          })}`,
        }),
      ).toHaveAttribute('href', `/credits/${String(tier.bundle_id)}`);
    }
  });
});
