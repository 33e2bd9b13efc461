/**
 * Rules of the credit purchase pages (spec §2 credits, credits-id-paymentmethod; §3 discount code;
 * §4 payment states, time bonus), shared by the screens and the simulated backend.
 */
import { discountedTotal } from './pricing';

/** Spec §3: what a discount code may look like; the server compares codes case-insensitively. */
export const discountCodeMaxLength = 32;
const discountCodePattern = /^[A-Za-z0-9_-]+$/;

/** A typed code as it is sent: without surrounding spaces, in capitals. */
export const normalizeDiscountCode = (typed: string): string => typed.trim().toUpperCase();

export type DiscountCodeProblem = 'empty' | 'too_long' | 'characters';

/** Why a typed code cannot be a code at all (before asking the server); undefined when it can. */
export const discountCodeProblem = (typed: string): DiscountCodeProblem | undefined => {
  const code = typed.trim();
  if (code === '') return 'empty';
  if (code.length > discountCodeMaxLength) return 'too_long';
  if (!discountCodePattern.test(code)) return 'characters';
  return undefined;
};

/** Spec §4: the result page asks for a pending payment's state this often. */
export const paymentPollMs = 3_000;

/** Spec §9: the time-bonus modal opens this long after entering the members area. */
export const timeBonusModalDelayMs = 40_000;

export interface PriceDiscount {
  code: string;
  percentage: number;
}

/** What a bundle costs with a discount: the total is rounded to cents, as it is charged. */
export const priceWithDiscount = (
  price: number,
  discount: PriceDiscount | undefined,
): { total: number; saved: number } => {
  if (discount === undefined) return { total: price, saved: 0 };
  const total = discountedTotal(price, discount.percentage);
  return { total, saved: Math.round((price - total) * 100) / 100 };
};

/** A code that limits the methods it may be paid with (null: any method). */
export const codeAllowsMethod = (methods: readonly string[] | null, method: string): boolean =>
  methods === null || methods.includes(method);

/** The states a payment ends in; a pending one is still polled (spec §4). */
export const isSettledPaymentState = (state: string): boolean => state !== 'pending';
