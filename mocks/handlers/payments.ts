import { isPaymentMethodKey } from '../../src/domain/payment-methods';
import { discountedTotal } from '../../src/domain/pricing';
import { orders, payments } from '../db/commerce';
import type { Member } from '../db/members';
import { discountCodeOf } from './commerce';
import {
  bundleById,
  bundlesIn,
  completedOrdersOf,
  creditBundleOf,
  isOffered,
  isSoldIn,
  money,
  paymentCountryOf,
  paymentMethodOf,
  storedCardFor,
  type BundleRecord,
} from './payments-catalog';
import { directDebitHandlers } from './payments-direct-debit';
import { catalogHandlers } from './payments-prices';
import { checkDiscountCode, methodUnavailable, type CodeRecord } from './payments-discount';
import { isOwnSiteUrl, orderOf, paymentOf, placeOrder, wireTransferOf } from './payments-orders';
import { settle, settledPaymentOf } from './payments-settlement';
import { transactionHandlers } from './payments-transactions';
import { handleMember } from './support/operation';
import { apiError, isAnswer, notFound, validationError } from './support/respond';

export { setPaymentOutcome, type OutcomeScope, type PaymentOutcome } from '../control/payment-outcome';
export { lastSmsCode } from './payments-direct-debit';
/** The last completed order, and what buying it again would buy (spec §2 repeat last order). */
const repeatPlan = (member: Member) => {
  const last = completedOrdersOf(member.id)[0];
  if (last === undefined) return undefined;
  const country = paymentCountryOf(member);
  const same = bundleById(last.bundleId);
  const bundle =
    same?.country === country
      ? same
      : bundlesIn(country).reduce<BundleRecord | undefined>(
          (best, b) =>
            best === undefined || Math.abs(b.credits - last.credits) < Math.abs(best.credits - last.credits)
              ? b
              : best,
          undefined,
        );
  return bundle === undefined ? undefined : { last, bundle, country, method: last.paymentMethod };
};

const noPreviousOrder = () => apiError(404, 'no_previous_order', 'No previous order');
const orderHandlers = [
  /** Spec §2, §8: a bundle ordered with a method and maybe a discount code. */
  handleMember('createOrder', async ({ body: order, member, request }) => {
    const fields: Record<string, 'invalid' | 'not_allowed'> = {};
    const bundle = bundleById(order.bundle_id);
    if (!isSoldIn(order.country)) fields.country = 'not_allowed';
    else if (bundle?.country !== order.country) fields.bundle_id = 'invalid';
    if (!isOwnSiteUrl(order.return_url, request)) fields.return_url = 'not_allowed';
    if (Object.keys(fields).length > 0 || bundle === undefined) return validationError(fields);
    let code: CodeRecord | undefined;
    if (order.discount_code !== undefined) {
      const checked = checkDiscountCode(
        member,
        order.discount_code,
        order.country,
        bundle,
        order.payment_method,
      );
      if (isAnswer(checked)) return checked;
      code = checked;
    }
    return placeOrder({
      member,
      bundle,
      method: order.payment_method,
      code,
      useStoredCard: order.use_stored_card ?? false,
      returnUrl: order.return_url,
    });
  }),

  /** Spec §2, §4: the member's order and its latest payment, as the provider has settled it. */
  handleMember('getOrder', async ({ query: { id }, member, reply }) => {
    const order = orders.findFirst((q) => q.where({ id, memberId: member.id }));
    const payment = order === undefined ? undefined : await settledPaymentOf(order.id);
    if (order === undefined || payment === undefined) return notFound();
    const waitsForTransfer = payment.state === 'pending' && payment.method === 'wire_transfer';
    return reply(200, {
      order: orderOf(order),
      payment: paymentOf(payment),
      ...(waitsForTransfer ? { wire_transfer: wireTransferOf(order) } : {}),
    });
  }),

  /** Spec §4, §8: a payment (or an order's latest one), polled while pending. */
  handleMember('getPaymentStatus', async ({ query: { id }, member, reply }) => {
    const found = id.startsWith('pay_')
      ? payments.findFirst((q) => q.where({ id, memberId: member.id }))
      : payments.findMany((q) => q.where({ orderId: id, memberId: member.id })).at(-1);
    if (found === undefined) return notFound();
    return reply(200, { payment: paymentOf(await settle(found)) });
  }),

  /** Spec §2 credits-repeat-order: the last completed order at today's price. */
  handleMember('getRepeatOrder', ({ member, reply }) => {
    const plan = repeatPlan(member);
    if (plan === undefined) return noPreviousOrder();
    const { last, bundle, country, method } = plan;
    return reply(200, {
      last_order: orderOf(last),
      bundle: creditBundleOf(bundle),
      stored_method:
        isPaymentMethodKey(method) && isOffered(method, country)
          ? paymentMethodOf(method, bundle.currency, bundle.amount, member.id)
          : null,
    });
  }),

  /** Spec §2, §8: the last order again, charged to the stored card at once when there is one. */
  handleMember('repeatOrder', async ({ body: { return_url, discount_code }, member, request }) => {
    const plan = repeatPlan(member);
    if (plan === undefined) return noPreviousOrder();
    if (!isOwnSiteUrl(return_url, request)) return validationError({ return_url: 'not_allowed' });
    const { bundle, country, method } = plan;
    if (!isOffered(method, country)) return methodUnavailable();
    let code: CodeRecord | undefined;
    if (discount_code !== undefined) {
      const checked = checkDiscountCode(member, discount_code, country, bundle, method);
      if (isAnswer(checked)) return checked;
      code = checked;
    }
    return placeOrder({
      member,
      bundle,
      method,
      code,
      useStoredCard: storedCardFor(member.id, method) !== undefined,
      returnUrl: return_url,
    });
  }),

  /** Spec §3, §5: checks a typed code without redeeming it; with a bundle, the discounted price. */
  handleMember('validateDiscountCode', ({ body: { code, bundle_id }, member, reply }) => {
    const bundle = bundle_id === undefined ? undefined : bundleById(bundle_id);
    if (bundle_id !== undefined && bundle === undefined) return validationError({ bundle_id: 'invalid' });
    const checked = checkDiscountCode(member, code, bundle?.country ?? paymentCountryOf(member), bundle);
    if (isAnswer(checked)) return checked;
    return reply(200, {
      discount_code: discountCodeOf(checked, member),
      ...(bundle === undefined
        ? {}
        : {
            discounted_price: money(discountedTotal(bundle.amount, checked.valuePercentage), bundle.currency),
          }),
    });
  }),
];

export const paymentHandlers = [
  ...catalogHandlers,
  ...orderHandlers,
  ...directDebitHandlers,
  ...transactionHandlers,
];
