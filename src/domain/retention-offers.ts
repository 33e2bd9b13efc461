/**
 * Spec §2 account deletion with retention offers, §9 deletion reasons: what the deletion screen
 * offers a member instead of leaving.
 */
export const deletionReasons = [
  'price',
  'found_someone',
  'not_looking',
  'site_problems',
  'no_members',
  'time',
  'other',
] as const;

export type RetentionOfferKind = 'change_email' | 'privacy_mode' | 'trial_package' | 'discount_code';

export interface RetentionCandidate {
  invisible: boolean;
  paidUser: boolean;
  /** The site's `delete_discount` percentage, null when the site offers none. */
  deleteDiscount: number | null;
}

/** A personal retention discount code stays valid this long. */
export const retentionCodeDays = 7;

export const retentionOfferKinds = ({
  invisible,
  paidUser,
  deleteDiscount,
}: RetentionCandidate): RetentionOfferKind[] => [
  'change_email',
  ...(invisible ? [] : (['privacy_mode'] as const)),
  ...(paidUser ? [] : (['trial_package'] as const)),
  ...(deleteDiscount === null ? [] : (['discount_code'] as const)),
];
