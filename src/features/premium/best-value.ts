import type { CreditBundle } from '../../../generated/model';

/**
 * The bundle whose credit is cheapest, marked "best value" on the pricing page. Only among two or
 * more bundles, and never the popular one, which carries its own mark: one card, one ribbon.
 * (The server's optional `label` is in the site's language; the app shows its own words.)
 */
export const bestValueId = (bundles: readonly CreditBundle[]): number | undefined => {
  if (bundles.length < 2) return undefined;
  const cheapest = bundles.reduce((best, bundle) =>
    bundle.price_per_credit.amount < best.price_per_credit.amount ? bundle : best,
  );
  return cheapest.popular ? undefined : cheapest.id;
};
