import type {
  CreditBundle,
  Money,
  PaymentMethod,
  PaymentMethodCode,
  StoredCard,
} from '../../generated/model';
import {
  amountLimitOf,
  isCardMethod,
  isPaymentMethodKey,
  isWithinAmountLimit,
  paymentMethodNames,
  paymentMethodsFor,
  type PaymentMethodKey,
} from '../../src/domain/payment-methods';
import { pricePerCredit, roundMoney, savingPercent } from '../../src/domain/pricing';
import { creditBundles, orders, payments } from '../db/commerce';
import type { Member } from '../db/members';
import { siteSettings } from '../db/site-settings';
import type { ErrorAnswer } from './support/contract-types';
import { validationError } from './support/respond';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The domain's list of methods is the contract's enum: this fails to compile if they drift. */
export const methodsMatchContract: Same<PaymentMethodKey, PaymentMethodCode> = true;

/** A method code read from the database (stored as a plain string). */
export const methodCode = (method: string): PaymentMethodCode =>
  isPaymentMethodKey(method) ? method : 'credit_card';

export type BundleRecord = ReturnType<typeof creditBundles.all>[number];
export type OrderRecord = ReturnType<typeof orders.all>[number];
export type PaymentRecord = ReturnType<typeof payments.all>[number];

export const money = (amount: number, currency: string): Money => ({ amount: roundMoney(amount), currency });

export const bundlesIn = (country: string): BundleRecord[] =>
  creditBundles.findMany((q) => q.where({ country })).sort((a, b) => a.credits - b.credits || a.id - b.id);

export const bundleById = (id: number): BundleRecord | undefined =>
  creditBundles.findFirst((q) => q.where({ id }));

/** A country the site sells in: listed in the site's countries and with bundles on sale. */
export const isSoldIn = (country: string): boolean =>
  siteSettings().countries.includes(country) && bundlesIn(country).length > 0;

export const notSoldIn = () => validationError({ country: 'not_allowed' });

export const creditBundleOf = (record: BundleRecord): CreditBundle => {
  const all = bundlesIn(record.country);
  const smallest = all[0] ?? record;
  const saving = savingPercent(
    { price: record.amount, credits: record.credits },
    { price: smallest.amount, credits: smallest.credits },
  );
  const best = all.reduce<BundleRecord | undefined>(
    (found, b) =>
      found === undefined || pricePerCredit(b.amount, b.credits) < pricePerCredit(found.amount, found.credits)
        ? b
        : found,
    undefined,
  );
  const label = record.popular
    ? 'Most popular'
    : best?.id === record.id && all.length > 1
      ? 'Best value'
      : null;
  return {
    id: record.id,
    credits: record.credits,
    price: money(record.amount, record.currency),
    price_per_credit: money(pricePerCredit(record.amount, record.credits), record.currency),
    discount_percentage: saving,
    popular: record.popular && all.find((b) => b.popular)?.id === record.id,
    ...(label === null ? {} : { label }),
  };
};

export const latestPaymentOf = (orderId: string): PaymentRecord | undefined =>
  payments.findMany((q) => q.where({ orderId })).at(-1);

/** The member's orders whose payment completed, newest first. */
export const completedOrdersOf = (memberId: number): OrderRecord[] =>
  orders
    .findMany((q) => q.where({ memberId }))
    .filter((order) => latestPaymentOf(order.id)?.state === 'completed')
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/**
 * The member's payment country: where the last purchase was paid, else the profile's country,
 * else the GeoIP country — the first of those the site sells in.
 */
export const paymentCountryOf = (member: Member): string => {
  const last = completedOrdersOf(member.id)[0];
  const paidIn = last === undefined ? undefined : bundleById(last.bundleId)?.country;
  const candidates = [paidIn, member.country, siteSettings().geoip_country];
  return candidates.find((c): c is string => c !== undefined && isSoldIn(c)) ?? siteSettings().geoip_country;
};

/** The country asked for, or the fallback; a country not sold in answers 400 `not_allowed`. */
export const resolveCountry = (
  requested: string | undefined,
  fallback: string,
): string | ErrorAnswer<400> => {
  const country = requested ?? fallback;
  return isSoldIn(country) ? country : notSoldIn();
};

export const currencyIn = (country: string): string => bundlesIn(country)[0]?.currency ?? 'EUR';

/**
 * The simulated provider's card pages take its test cards, so a stored card is the test card of
 * the brand paid with, valid three years from the order.
 */
const testCards: Record<string, { brand: string; last4: string }> = {
  credit_card: { brand: 'visa', last4: '4242' },
  visa: { brand: 'visa', last4: '4242' },
  mastercard: { brand: 'mastercard', last4: '4444' },
  maestro: { brand: 'maestro', last4: '0005' },
  dankort: { brand: 'dankort', last4: '0004' },
  carte_bancaire: { brand: 'carte_bancaire', last4: '1009' },
};

/** The card stored with the member's last completed order paid with `method`. */
export const storedCardFor = (memberId: number, method: string): StoredCard | undefined => {
  if (!isCardMethod(method)) return undefined;
  const order = completedOrdersOf(memberId).find((o) => o.paymentMethod === method);
  const card = testCards[method];
  if (order === undefined || card === undefined) return undefined;
  const paid = new Date(order.createdAt);
  const month = String(paid.getUTCMonth() + 1).padStart(2, '0');
  const year = String((paid.getUTCFullYear() + 3) % 100).padStart(2, '0');
  return { ...card, expires: `${month}/${year}` };
};

export const isOffered = (method: string, country: string): boolean =>
  paymentMethodsFor(country).some((offered) => offered === method);

/** A method as offered in a country; with `amount`, whether its limits allow that amount. */
export const paymentMethodOf = (
  code: PaymentMethodKey,
  currency: string,
  amount: number | undefined,
  memberId: number,
): PaymentMethod => {
  const { min, max } = amountLimitOf(code, currency);
  const card = storedCardFor(memberId, code);
  return {
    code: methodCode(code),
    name: paymentMethodNames[code],
    available: amount === undefined || isWithinAmountLimit(code, currency, amount),
    ...(card === undefined ? {} : { stored_card: card }),
    ...(min === undefined ? {} : { min_amount: money(min, currency) }),
    ...(max === undefined ? {} : { max_amount: money(max, currency) }),
  };
};
