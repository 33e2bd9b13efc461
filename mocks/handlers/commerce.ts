import type { DiscountCode } from '../../generated/model';
import { isPaymentMethodKey } from '../../src/domain/payment-methods';
import {
  isTimeBonusActive,
  timeBonusCode,
  timeBonusSeconds,
  welcomeCode,
  welcomeCodeDays,
} from '../../src/domain/time-bonus';
import { clock } from '../../src/lib/clock';
import { discountCodes, discountUses } from '../db/commerce';
import type { Member } from '../db/members';
import { handleMember } from './support/operation';
import { apiError } from './support/respond';

type CodeRecord = ReturnType<typeof discountCodes.all>[number];

const dayMs = 24 * 3600 * 1000;

const isUsedBy = (code: string, member: Member | undefined) =>
  member !== undefined && discountUses.findFirst((q) => q.where({ code, memberId: member.id })) !== undefined;

/** The time bonus and the welcome code expire relative to the member's signup. */
const expiryFor = (record: CodeRecord, member: Member | undefined): string | null => {
  if (member === undefined) return record.expires;
  const signup = Date.parse(member.signupDate);
  if (record.code === timeBonusCode) return new Date(signup + timeBonusSeconds * 1000).toISOString();
  if (record.code === welcomeCode) return new Date(signup + welcomeCodeDays * dayMs).toISOString();
  return record.expires;
};

export const discountCodeOf = (record: CodeRecord, member: Member | undefined): DiscountCode => {
  const expires = expiryFor(record, member);
  const expired = expires !== null && Date.parse(expires) <= clock.nowMs();
  const used = isUsedBy(record.code, member) && record.validity !== 'unlimited';
  return {
    code: record.code,
    country: record.country,
    user_id: record.memberId,
    expires,
    value_percentage: record.valuePercentage,
    currency: record.currency,
    minimum_order_value: record.minimumOrderValue,
    status: used ? 'used' : expired ? 'expired' : 'active',
    validity: record.validity,
    expired,
    // Stored as plain strings; every one the simulation stores is a method the contract knows.
    paymentmethods: record.paymentMethods === null ? null : record.paymentMethods.filter(isPaymentMethodKey),
  };
};

const activeCode = (code: string, member: Member) => {
  const record = discountCodes.findFirst((q) => q.where({ code }));
  if (record === undefined) return null;
  const value = discountCodeOf(record, member);
  return value.status === 'active' ? value : null;
};

export const commerceHandlers = [
  /**
   * Spec §4, §7: with `code`, that code; with `welcome=true`, the member's welcome code; without
   * either, the time bonus while it runs, otherwise the welcome code.
   */
  handleMember('getDiscountCode', ({ query, member, reply }) => {
    const me = member;
    const { code } = query;
    if (code !== undefined) {
      const record = discountCodes.findFirst((q) => q.where({ code: code.toUpperCase() }));
      if (record === undefined) return apiError(404, 'code_not_found', 'Code not found');
      return reply(200, { discount_code: discountCodeOf(record, me) });
    }
    const welcome = me.paidUser ? null : activeCode(welcomeCode, me);
    if (query.welcome === true) return reply(200, { discount_code: welcome });
    const bonus = isTimeBonusActive({ paid_user: me.paidUser, signup_date: me.signupDate }, clock.nowMs())
      ? activeCode(timeBonusCode, me)
      : null;
    return reply(200, { discount_code: bonus ?? welcome });
  }),
];
