/** Money arithmetic of the credit purchase pages (spec §2 credits, §3 discount code). */

/** Rounds to cents, as prices are shown and charged. */
export const roundMoney = (amount: number): number => Math.round((amount + Number.EPSILON) * 100) / 100;

export const pricePerCredit = (price: number, credits: number): number => price / credits;

/**
 * Saving per credit against the smallest bundle, in whole percent; null for the smallest bundle
 * itself (or a bundle no cheaper per credit).
 */
export const savingPercent = (
  bundle: { price: number; credits: number },
  smallest: { price: number; credits: number },
): number | null => {
  const base = pricePerCredit(smallest.price, smallest.credits);
  const own = pricePerCredit(bundle.price, bundle.credits);
  if (bundle.credits <= smallest.credits || own >= base) return null;
  return Math.round((1 - own / base) * 100);
};

/** What is paid after a percentage discount, rounded to cents. */
export const discountedTotal = (price: number, percentage: number): number =>
  roundMoney(price * (1 - percentage / 100));
