import type { PaymentFailureReason } from '../../generated/model';
import { clock } from '../../src/lib/clock';
import { nextId } from '../db';
import { discountUses, orders, payments, transactions } from '../db/commerce';
import { members } from '../db/members';
import { latestPaymentOf, type PaymentRecord } from './payments-catalog';
import { providerConfirmSeconds } from './timings';
import { chosenPaymentOutcome, type PaymentOutcome } from '../control/payment-outcome';

export const outcomeFor = (method: string, total: number): PaymentOutcome => {
  const chosen = chosenPaymentOutcome();
  const { methods, minTotal } = chosen.scope;
  const inScope =
    (methods === undefined || methods.some((scoped) => scoped === method)) &&
    (minTotal === undefined || total >= minTotal);
  return inScope ? chosen.outcome : 'complete';
};

/** A wire transfer arrives a day after the order and is due within 7 days. */
const wireArrivalMs = 24 * 3600 * 1000;
export const wireDueMs = 7 * 24 * 3600 * 1000;

/** Credits, premium, the discount's use and the purchase line: what a completed payment does. */
export const completePayment = async (payment: PaymentRecord, at: string): Promise<PaymentRecord> => {
  const order = orders.findFirst((q) => q.where({ id: payment.orderId }));
  const done =
    (await payments.update((q) => q.where({ id: payment.id }), {
      data: (p) => {
        p.state = 'completed';
        p.failureReason = null;
        p.updatedAt = at;
      },
    })) ?? payment;
  if (order === undefined) return done;
  await members.update((q) => q.where({ id: order.memberId }), {
    data: (m) => {
      m.credits += order.credits;
      m.paidUser = true;
    },
  });
  if (order.discountCode !== null) {
    await discountUses.create({ code: order.discountCode, memberId: order.memberId, usedAt: at });
  }
  await transactions.create({
    id: nextId(transactions.all()),
    memberId: order.memberId,
    kind: 'purchase',
    description: `${order.credits} credits`,
    credits: order.credits,
    amount: order.total,
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    state: 'completed',
    orderId: order.id,
    createdAt: at,
  });
  return done;
};

export const endPayment = async (
  payment: PaymentRecord,
  state: 'failed' | 'cancelled',
  reason: PaymentFailureReason,
  at: string,
): Promise<PaymentRecord> =>
  (await payments.update((q) => q.where({ id: payment.id }), {
    data: (p) => {
      p.state = state;
      p.failureReason = reason;
      p.updatedAt = at;
    },
  })) ?? payment;

/**
 * Spec §4: a pending payment as the provider has settled it by now. Redirect payments settle
 * 5 s after they started, as the chosen outcome says; a wire transfer arrives after a day, or
 * expires at its due date when the outcome is not `complete`.
 */
export const settle = async (payment: PaymentRecord): Promise<PaymentRecord> => {
  if (payment.state !== 'pending' || payment.heldAtProvider === true) return payment;
  const order = orders.findFirst((q) => q.where({ id: payment.orderId }));
  if (order === undefined) return payment;
  const since = Date.parse(payment.updatedAt);
  const outcome = outcomeFor(payment.method, order.total);
  const now = clock.nowMs();
  if (payment.method === 'wire_transfer') {
    if (outcome === 'complete' && now >= since + wireArrivalMs) {
      return completePayment(payment, new Date(since + wireArrivalMs).toISOString());
    }
    if (outcome !== 'complete' && now >= since + wireDueMs) {
      return endPayment(payment, 'failed', 'expired', new Date(since + wireDueMs).toISOString());
    }
    return payment;
  }
  const settledAt = since + providerConfirmSeconds * 1000;
  if (now < settledAt) return payment;
  const at = new Date(settledAt).toISOString();
  if (outcome === 'fail') return endPayment(payment, 'failed', 'declined', at);
  if (outcome === 'cancel') return endPayment(payment, 'cancelled', 'cancelled_by_member', at);
  return completePayment(payment, at);
};

export const settledPaymentOf = async (orderId: string): Promise<PaymentRecord | undefined> => {
  const payment = latestPaymentOf(orderId);
  return payment === undefined ? undefined : settle(payment);
};
