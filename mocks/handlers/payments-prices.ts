import type { PremiumFeature, PremiumTier } from '../../generated/model';
import { premiumMatchChancePercent } from '../../src/domain/limits';
import { paymentMethodsFor } from '../../src/domain/payment-methods';
import { pricePerCredit } from '../../src/domain/pricing';
import { siteSettings } from '../db/site-settings';
import {
  bundleById,
  bundlesIn,
  creditBundleOf,
  currencyIn,
  money,
  notSoldIn,
  paymentCountryOf,
  paymentMethodOf,
  resolveCountry,
} from './payments-catalog';
import { handle, handleMember } from './support/operation';
import { isAnswer, notFound } from './support/respond';

const premiumFeatures: PremiumFeature[] = [
  'all_photos',
  'photos_25',
  'unlimited_conversations',
  'premium_features',
  'match_chance',
];

const tiersOf = (country: string): PremiumTier[] => {
  const tiered = bundlesIn(country)
    .flatMap((bundle) => (bundle.tier === null ? [] : [{ bundle, tier: bundle.tier }]))
    .sort((a, b) => a.tier.localeCompare(b.tier))
    .filter((entry, index, all) => all.findIndex((other) => other.tier === entry.tier) === index);
  // Exactly one tier is popular: the popular bundle's, else p2 (the spec's middle offer), else the last.
  const popular =
    tiered.find((t) => t.bundle.popular) ?? tiered.find((t) => t.tier === 'p2') ?? tiered.at(-1);
  return tiered.map(({ bundle, tier }) => ({
    id: tier,
    bundle_id: bundle.id,
    credits: bundle.credits,
    price: money(bundle.amount, bundle.currency),
    popular: popular?.bundle.id === bundle.id,
    features: premiumFeatures,
    match_chance_increase_percent: premiumMatchChancePercent,
  }));
};

/** The site's minimum message cost for the country, else a message at the cheapest credit price. */
const minimumMessageCost = (country: string) => {
  const settings = siteSettings();
  const configured = settings.minimum_message_costs[country];
  if (configured !== undefined) return money(configured.costs, configured.currency);
  const cheapest = Math.min(...bundlesIn(country).map((b) => pricePerCredit(b.amount, b.credits)));
  // Rounded up to the cent (the epsilon keeps 0.5 from becoming 0.51 through float noise).
  const cents = Math.ceil(cheapest * settings.message_credits * 100 - 1e-9);
  return money(cents / 100, currencyIn(country));
};

export const catalogHandlers = [
  /** Spec §2 credits: the country's bundles, smallest first. */
  handleMember('getCreditBundles', ({ query, member, reply }) => {
    const country = resolveCountry(query.country, paymentCountryOf(member));
    if (isAnswer(country)) return country;
    return reply(200, { country, bundles: bundlesIn(country).map(creditBundleOf) });
  }),

  /** Spec §2 premium, §9: up to four tiers p0–p3, exactly one popular, 46 % match chance. */
  handleMember('getPremiumTiers', ({ query, member, reply }) => {
    const country = resolveCountry(query.country, paymentCountryOf(member));
    if (isAnswer(country)) return country;
    const tiers = tiersOf(country);
    if (tiers.length === 0) return notSoldIn();
    return reply(200, { country, tiers });
  }),

  /** Spec §2 pricing, §3: public; the GeoIP country unless one is asked for. */
  handle('getPricing', ({ query, reply }) => {
    const settings = siteSettings();
    const country = resolveCountry(query.country, settings.geoip_country);
    if (isAnswer(country)) return country;
    return reply(200, {
      country,
      message_credits: settings.message_credits,
      photo_credits: settings.photo_credits,
      gift_credits: settings.gift_credits,
      minimum_message_cost: minimumMessageCost(country),
      bundles: bundlesIn(country).map(creditBundleOf),
    });
  }),

  /** Spec §2, §9: the country's methods in display order, with limits and stored cards. */
  handleMember('getPaymentMethods', ({ query, member, reply }) => {
    const bundleId = query.bundle_id;
    const bundle = bundleId === undefined ? undefined : bundleById(bundleId);
    if (bundleId !== undefined && bundle === undefined) return notFound();
    const country = resolveCountry(query.country, bundle?.country ?? paymentCountryOf(member));
    if (isAnswer(country)) return country;
    if (bundle !== undefined && bundle.country !== country) return notFound();
    const currency = bundle?.currency ?? currencyIn(country);
    return reply(200, {
      country,
      methods: paymentMethodsFor(country).map((code) =>
        paymentMethodOf(code, currency, bundle?.amount, member.id),
      ),
    });
  }),
];
