import type {
  Order,
  OrderResult,
  Payment,
  PaymentFailureReason,
  PaymentMethodCode,
} from '../../generated/model';
import {
  isPaymentMethodKey,
  isWithinAmountLimit,
  paymentMethodsFor,
  storedCardAlternatives,
} from '../../src/domain/payment-methods';
import { discountedTotal } from '../../src/domain/pricing';
import { clock } from '../../src/lib/clock';
import { nextCounter } from '../db/counters';
import { orders, payments } from '../db/commerce';
import type { Member } from '../db/members';
import { siteSettings } from '../db/site-settings';
import {
  bundleById,
  isOffered,
  methodCode,
  money,
  storedCardFor,
  type BundleRecord,
  type OrderRecord,
  type PaymentRecord,
} from './payments-catalog';
import { methodUnavailable, type CodeRecord } from './payments-discount';
import { providerPageUrl } from '../control/payment-provider';
import { completePayment, endPayment, outcomeFor, wireDueMs } from './payments-settlement';
import { created } from './support/respond';

/** Ids like `ord_mf3k2a9x0001`; the suffix is shared by a mandate and the order it creates. */
export const newIdSuffix = (): string => {
  const idCounter = nextCounter('orderId');
  return `${clock.nowMs().toString(36)}${idCounter.toString(36).padStart(4, '0')}`;
};

export const orderOf = (order: OrderRecord): Order => ({
  id: order.id,
  bundle_id: order.bundleId,
  credits: order.credits,
  price: money(order.amount, order.currency),
  discount:
    order.discountCode === null || order.discountPercentage === null
      ? null
      : {
          code: order.discountCode,
          value_percentage: order.discountPercentage,
          amount: money(order.amount - order.total, order.currency),
        },
  total: money(order.total, order.currency),
  payment_method: methodCode(order.paymentMethod),
  created_at: order.createdAt,
});

/** After a failure: manual card or PayPal for a stored card, else the country's other methods. */
const alternativesFor = (payment: PaymentRecord, order: OrderRecord | undefined): PaymentMethodCode[] => {
  if (payment.failureReason === 'stored_card_failed') return storedCardAlternatives.map(methodCode);
  const country = order === undefined ? undefined : bundleById(order.bundleId)?.country;
  return paymentMethodsFor(country ?? '')
    .filter((m) => m !== payment.method)
    .filter((m) => order === undefined || isWithinAmountLimit(m, order.currency, order.total))
    .map(methodCode);
};

const failureReasons: readonly string[] = [
  'declined',
  'cancelled_by_member',
  'stored_card_failed',
  'expired',
  'other',
];
const isFailureReason = (value: string): value is PaymentFailureReason => failureReasons.includes(value);

export const paymentOf = (payment: PaymentRecord): Payment => {
  const order = orders.findFirst((q) => q.where({ id: payment.orderId }));
  const ended = payment.state === 'failed' || payment.state === 'cancelled';
  const reason = payment.failureReason ?? 'other';
  return {
    id: payment.id,
    order_id: payment.orderId,
    state: payment.state,
    method: methodCode(payment.method),
    ...(ended
      ? {
          failure_reason: isFailureReason(reason) ? reason : 'other',
          alternatives: alternativesFor(payment, order),
        }
      : {}),
    updated_at: payment.updatedAt,
    credits_added: payment.state === 'completed' ? (order?.credits ?? 0) : 0,
  };
};

/** Spec §3: the return page must be on the site's own domain (or the origin the app runs on). */
export const isOwnSiteUrl = (url: string, request: Request): boolean => {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  const domain = siteSettings().domain;
  const origins = [new URL(request.url).origin, request.headers.get('origin')];
  return (
    origins.includes(target.origin) || target.hostname === domain || target.hostname.endsWith(`.${domain}`)
  );
};

/** The simulated company's bank account for wire transfers. */
const wireIban = 'NL20INGB0001234567';
const wireBic = 'INGBNL2A';

/** Where the provider sends the member back: the site's page with the order added to its query. */
export const returnUrlWithOrder = (returnUrl: string, orderId: string): string => {
  const url = new URL(returnUrl);
  url.searchParams.set('order_id', orderId);
  return url.toString();
};

/** A pending wire transfer's instructions: the reference is the order, due 7 days after it. */
export const wireTransferOf = (order: OrderRecord) => ({
  beneficiary: siteSettings().company.name,
  iban: wireIban,
  bic: wireBic,
  reference: order.id,
  amount: money(order.total, order.currency),
  due_by: new Date(Date.parse(order.createdAt) + wireDueMs).toISOString(),
});

export interface OrderPlan {
  member: Member;
  bundle: BundleRecord;
  method: string;
  code: CodeRecord | undefined;
  useStoredCard: boolean;
  returnUrl: string;
}

/** An order and its pending payment, ids sharing `suffix`. */
export const createOrderRecords = async (
  member: Member,
  bundle: BundleRecord,
  method: string,
  code: CodeRecord | undefined,
  suffix: string,
  returnUrl?: string,
) => {
  const total = code === undefined ? bundle.amount : discountedTotal(bundle.amount, code.valuePercentage);
  const now = clock.now().toISOString();
  const order = await orders.create({
    id: `ord_${suffix}`,
    memberId: member.id,
    bundleId: bundle.id,
    credits: bundle.credits,
    amount: bundle.amount,
    currency: bundle.currency,
    discountCode: code?.code ?? null,
    discountPercentage: code?.valuePercentage ?? null,
    total,
    paymentMethod: method,
    createdAt: now,
  });
  const payment = await payments.create({
    id: `pay_${suffix}`,
    orderId: order.id,
    memberId: member.id,
    state: 'pending',
    method,
    failureReason: null,
    updatedAt: now,
    ...(returnUrl === undefined ? {} : { returnUrl }),
  });
  return { order, payment };
};

/**
 * Creates the order and its payment (spec §2, §8), after the method checks of `createOrder`:
 * offered in the bundle's country, not SEPA (ordered through a mandate), within its amount limits
 * for the total, and a stored card when one is to be charged. A stored card is charged at once;
 * a wire transfer waits for the money; anything else sends the member to the provider's page.
 */
export const placeOrder = async (plan: OrderPlan) => {
  const { member, bundle, method, code } = plan;
  const total = code === undefined ? bundle.amount : discountedTotal(bundle.amount, code.valuePercentage);
  const card = plan.useStoredCard ? storedCardFor(member.id, method) : undefined;
  const unusable =
    !isOffered(method, bundle.country) ||
    method === 'sepa_direct_debit' ||
    !isPaymentMethodKey(method) ||
    !isWithinAmountLimit(method, bundle.currency, total) ||
    (plan.useStoredCard && card === undefined);
  if (unusable) return methodUnavailable();
  const records = await createOrderRecords(member, bundle, method, code, newIdSuffix(), plan.returnUrl);
  const { order } = records;
  let { payment } = records;
  if (card !== undefined) {
    const outcome = outcomeFor(method, total);
    payment =
      outcome === 'fail' || outcome === 'stored_card_fail'
        ? await endPayment(payment, 'failed', 'stored_card_failed', order.createdAt)
        : await completePayment(payment, order.createdAt);
  }
  const pending = payment.state === 'pending';
  const redirect = pending && method !== 'wire_transfer';
  return created<OrderResult>({
    order: orderOf(order),
    payment: paymentOf(payment),
    redirect_url: redirect ? providerPageUrl(payment.id, returnUrlWithOrder(plan.returnUrl, order.id)) : null,
    ...(pending && method === 'wire_transfer' ? { wire_transfer: wireTransferOf(order) } : {}),
  });
};
