import { isTimeBonusActive, timeBonusCode, welcomeCode } from '../../src/domain/time-bonus';
import { clock } from '../../src/lib/clock';
import { discountCodes, discountUses } from '../db/commerce';
import type { Member } from '../db/members';
import { discountCodeOf } from './commerce';
import type { BundleRecord } from './payments-catalog';
import type { ErrorAnswer } from './support/contract-types';
import { apiError } from './support/respond';

export type CodeRecord = ReturnType<typeof discountCodes.all>[number];

export const codeNotFound = () => apiError(404, 'code_not_found', 'Code not found');
export const methodUnavailable = () =>
  apiError(400, 'payment_method_unavailable', 'Payment method not available');

const isUsed = (record: CodeRecord, member: Member): boolean => {
  if (record.validity === 'unlimited') return false;
  const where =
    record.validity === 'once' ? { code: record.code } : { code: record.code, memberId: member.id };
  return discountUses.findFirst((q) => q.where(where)) !== undefined;
};

/** The time bonus and the welcome code are for a member's first purchase only (spec §1, §4, §9). */
const isFirstPurchaseCode = (code: string) => code === timeBonusCode || code === welcomeCode;

/**
 * Spec §3, §5: whether `input` may be used by this member in this country, for this bundle and
 * method (each when known). Answers the code's record, or the error answer: 404 code_not_found
 * (unknown, or limited to another country, member or currency, or a first-purchase code of a
 * member who has bought), 409 code_used / code_expired / code_minimum_order, and 400
 * payment_method_unavailable when the code does not allow the method.
 */
export const checkDiscountCode = (
  member: Member,
  input: string,
  country: string,
  bundle?: BundleRecord,
  method?: string,
): CodeRecord | ErrorAnswer<400 | 404 | 409> => {
  const wanted = input.toUpperCase();
  const record = discountCodes.findFirst((q) => q.where({ code: (code) => code.toUpperCase() === wanted }));
  if (record === undefined) return codeNotFound();
  if (record.country !== null && record.country !== country) return codeNotFound();
  if (record.memberId !== null && record.memberId !== member.id) return codeNotFound();
  if (bundle !== undefined && record.currency !== null && record.currency !== bundle.currency) {
    return codeNotFound();
  }
  if (isUsed(record, member)) return apiError(409, 'code_used', 'Code already used');
  if (discountCodeOf(record, member).expired) return apiError(409, 'code_expired', 'Code expired');
  if (isFirstPurchaseCode(record.code) && member.paidUser) return codeNotFound();
  const bonusRuns = isTimeBonusActive(
    { paid_user: member.paidUser, signup_date: member.signupDate },
    clock.nowMs(),
  );
  if (record.code === timeBonusCode && !bonusRuns) return apiError(409, 'code_expired', 'Code expired');
  if (bundle !== undefined && record.minimumOrderValue !== null && bundle.amount < record.minimumOrderValue) {
    return apiError(409, 'code_minimum_order', "Order value below the code's minimum");
  }
  if (method !== undefined && record.paymentMethods !== null && !record.paymentMethods.includes(method)) {
    return methodUnavailable();
  }
  return record;
};
