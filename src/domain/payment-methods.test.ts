import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  amountLimitOf,
  cardMethods,
  everywhereMethods,
  isCardMethod,
  isWithinAmountLimit,
  paymentMethodCodes,
  paymentMethodNames,
  paymentMethodsFor,
} from './payment-methods';

/** The contract's enum, read from the bundled document (src/domain may not import generated code). */
const contractMethods = (): string[] => {
  const document = JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as {
    components: { schemas: { PaymentMethodCode: { enum: string[] } } };
  };
  return document.components.schemas.PaymentMethodCode.enum;
};

const siteCountries = [
  'US',
  'NL',
  'BE',
  'FR',
  'IT',
  'ES',
  'DE',
  'AT',
  'IE',
  'GB',
  'CA',
  'PL',
  'AU',
  'NZ',
  'CH',
  'DK',
  'FI',
  'NO',
  'SE',
];

describe('payment methods (spec §9)', () => {
  it('knows exactly the 24 methods of the contract, each with a name', () => {
    expect([...paymentMethodCodes].sort()).toEqual([...contractMethods()].sort());
    for (const code of paymentMethodCodes) expect(paymentMethodNames[code]).not.toBe('');
  });

  it('offers every one of the 24 methods in some country', () => {
    const offered = new Set(siteCountries.flatMap(paymentMethodsFor));
    expect(contractMethods().filter((code) => !offered.has(code as never))).toEqual([]);
  });

  it('offers cards, PayPal and Apple Pay everywhere, without duplicates', () => {
    for (const country of [...siteCountries, 'XX']) {
      const methods = paymentMethodsFor(country);
      expect(methods).toEqual(expect.arrayContaining([...everywhereMethods]));
      expect(new Set(methods).size).toBe(methods.length);
    }
  });

  it.each([
    ['NL', ['ideal', 'sepa_direct_debit', 'wire_transfer', 'paysafecard']],
    ['BE', ['bancontact', 'sepa_direct_debit']],
    ['DE', ['sofort', 'giropay', 'sepa_direct_debit']],
    ['AT', ['sofort', 'eps', 'sepa_direct_debit']],
    ['PL', ['przelewy24', 'blik']],
    ['DK', ['dankort', 'mobilepay']],
    ['SE', ['swish']],
    ['CH', ['twint']],
    ['IT', ['satispay', 'nexi']],
    ['NO', ['vipps']],
    ['FR', ['carte_bancaire']],
  ])('offers the local methods of %s first or among its methods', (country, local) => {
    expect(paymentMethodsFor(country)).toEqual(expect.arrayContaining(local));
  });

  it('keeps local methods to their countries', () => {
    expect(paymentMethodsFor('GB')).toEqual([...everywhereMethods]);
    expect(paymentMethodsFor('GB')).not.toContain('ideal');
    expect(paymentMethodsFor('NL')[0]).toBe('ideal');
  });

  it('limits SEPA direct debit to 5–100 EUR and paysafecard to 25 EUR', () => {
    expect(amountLimitOf('sepa_direct_debit', 'EUR')).toEqual({ min: 5, max: 100 });
    expect(isWithinAmountLimit('sepa_direct_debit', 'EUR', 99.95)).toBe(true);
    expect(isWithinAmountLimit('sepa_direct_debit', 'EUR', 100.01)).toBe(false);
    expect(isWithinAmountLimit('sepa_direct_debit', 'EUR', 4.99)).toBe(false);
    expect(isWithinAmountLimit('paysafecard', 'EUR', 24.95)).toBe(true);
    expect(isWithinAmountLimit('paysafecard', 'EUR', 49.95)).toBe(false);
    expect(isWithinAmountLimit('visa', 'EUR', 10_000)).toBe(true);
    expect(amountLimitOf('paysafecard', 'GBP')).toEqual({});
  });

  it('tells card methods (which can store a card) apart', () => {
    expect(cardMethods).toContain('visa');
    expect(isCardMethod('credit_card')).toBe(true);
    expect(isCardMethod('ideal')).toBe(false);
    expect(isCardMethod('paypal')).toBe(false);
  });
});
