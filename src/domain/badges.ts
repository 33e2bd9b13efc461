import { badgeCap, lowCreditsThreshold } from './limits';

/** Unread and new-like badges (spec §2, §9): the number itself, "99+" from 100. */
export const formatBadgeCount = (count: number): string =>
  count > badgeCap ? `${badgeCap}+` : String(count);

export type CreditBadgeTone = 'danger' | 'warning';

/**
 * The credits badge of paid members (spec §9): danger when the balance is gone, a warning while
 * it is low, and no badge at all above the threshold.
 */
export const creditBadgeTone = (credits: number): CreditBadgeTone | undefined => {
  if (credits <= 0) return 'danger';
  if (credits <= lowCreditsThreshold) return 'warning';
  return undefined;
};
