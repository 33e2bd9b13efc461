/**
 * Spec §9: the 24 payment methods, which countries offer which, and the amount limits some of
 * them have. Shared by the credit purchase pages and the simulated backend.
 */
export const paymentMethodCodes = [
  'sepa_direct_debit',
  'przelewy24',
  'blik',
  'wire_transfer',
  'giropay',
  'mastercard',
  'visa',
  'credit_card',
  'dankort',
  'mobilepay',
  'swish',
  'twint',
  'satispay',
  'vipps',
  'carte_bancaire',
  'nexi',
  'ideal',
  'bancontact',
  'apple_pay',
  'paysafecard',
  'maestro',
  'paypal',
  'sofort',
  'eps',
] as const;

export type PaymentMethodKey = (typeof paymentMethodCodes)[number];

/** Display names; brand names are not translated. */
export const paymentMethodNames: Record<PaymentMethodKey, string> = {
  sepa_direct_debit: 'SEPA direct debit',
  przelewy24: 'Przelewy24',
  blik: 'BLIK',
  wire_transfer: 'Wire transfer',
  giropay: 'giropay',
  mastercard: 'Mastercard',
  visa: 'Visa',
  credit_card: 'Credit card',
  dankort: 'Dankort',
  mobilepay: 'MobilePay',
  swish: 'Swish',
  twint: 'TWINT',
  satispay: 'Satispay',
  vipps: 'Vipps',
  carte_bancaire: 'Carte Bancaire',
  nexi: 'Nexi',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  apple_pay: 'Apple Pay',
  paysafecard: 'Paysafecard',
  maestro: 'Maestro',
  paypal: 'PayPal',
  sofort: 'Sofort',
  eps: 'EPS',
};

/** Offered in every country the site sells in, after the country's own methods. */
export const everywhereMethods = [
  'credit_card',
  'visa',
  'mastercard',
  'maestro',
  'paypal',
  'apple_pay',
] as const satisfies readonly PaymentMethodKey[];

/** Each country's own methods: `first` are shown before the common ones, `last` after them. */
const countryMethods: Record<string, { first: PaymentMethodKey[]; last: PaymentMethodKey[] }> = {
  NL: { first: ['ideal'], last: ['sepa_direct_debit', 'wire_transfer', 'paysafecard'] },
  BE: { first: ['bancontact'], last: ['sepa_direct_debit', 'wire_transfer', 'paysafecard'] },
  DE: { first: ['sofort', 'giropay'], last: ['sepa_direct_debit', 'wire_transfer', 'paysafecard'] },
  AT: { first: ['eps', 'sofort'], last: ['sepa_direct_debit', 'wire_transfer', 'paysafecard'] },
  PL: { first: ['blik', 'przelewy24'], last: ['paysafecard'] },
  DK: { first: ['mobilepay', 'dankort'], last: [] },
  FI: { first: ['mobilepay'], last: [] },
  SE: { first: ['swish'], last: [] },
  NO: { first: ['vipps'], last: [] },
  CH: { first: ['twint'], last: ['paysafecard'] },
  IT: { first: ['satispay', 'nexi'], last: ['paysafecard'] },
  FR: { first: ['carte_bancaire'], last: ['paysafecard'] },
  ES: { first: [], last: ['paysafecard'] },
};

/** The methods a country offers, in display order. */
export const paymentMethodsFor = (country: string): PaymentMethodKey[] => {
  const own = countryMethods[country] ?? { first: [], last: [] };
  return [...own.first, ...everywhereMethods, ...own.last];
};

export interface AmountLimit {
  min?: number;
  max?: number;
}

/** Amount limits per method and currency; a method without an entry for a currency has none. */
const amountLimits: Partial<Record<PaymentMethodKey, Record<string, AmountLimit>>> = {
  sepa_direct_debit: { EUR: { min: 5, max: 100 } },
  wire_transfer: { EUR: { min: 20 } },
  paysafecard: { EUR: { max: 25 }, CHF: { max: 25 }, PLN: { max: 100 } },
  blik: { PLN: { max: 500 } },
};

export const amountLimitOf = (method: PaymentMethodKey, currency: string): AmountLimit =>
  amountLimits[method]?.[currency] ?? {};

export const isWithinAmountLimit = (method: PaymentMethodKey, currency: string, amount: number): boolean => {
  const { min, max } = amountLimitOf(method, currency);
  return (min === undefined || amount >= min) && (max === undefined || amount <= max);
};

/** Methods that charge a card, so the card can be stored for a later purchase. */
export const cardMethods: readonly PaymentMethodKey[] = [
  'credit_card',
  'visa',
  'mastercard',
  'maestro',
  'dankort',
  'carte_bancaire',
];

export const isCardMethod = (method: string): boolean => (cardMethods as readonly string[]).includes(method);

/** Spec §8: after a stored card fails, offer manual card entry or PayPal. */
export const storedCardAlternatives: readonly PaymentMethodKey[] = ['credit_card', 'paypal'];

export const isPaymentMethodKey = (value: string): value is PaymentMethodKey =>
  (paymentMethodCodes as readonly string[]).includes(value);
