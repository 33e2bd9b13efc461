import { describe, expect, it } from 'vitest';
import { isValidIban, maskIban, maskMobileNumber, normalizeIban } from './direct-debit';

describe('direct debit form (spec §3)', () => {
  it('accepts IBANs with a correct check number, in any spacing or case', () => {
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidIban('nl91 abna 0417 1643 00')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(normalizeIban('nl91 abna 0417 1643 00')).toBe('NL91ABNA0417164300');
  });

  it('refuses IBANs with a wrong check number or shape', () => {
    expect(isValidIban('NL92ABNA0417164300')).toBe(false);
    expect(isValidIban('NL91ABNA041716430')).toBe(false);
    expect(isValidIban('1234')).toBe(false);
  });

  it('masks an IBAN but for its country code and last 4 digits', () => {
    expect(maskIban('NL91ABNA0417164300')).toBe('NL** **** **** ** 4300');
    expect(maskIban('DE89370400440532013000')).toBe('DE** **** **** **** ** 3000');
    expect(maskIban('NL91ABNA04171643AB')).toBeUndefined();
  });

  it('masks a mobile number but for calling code, network digit and last 4 digits', () => {
    expect(maskMobileNumber('+31612345678')).toBe('+31 6 ****5678');
    expect(maskMobileNumber('+447700900123')).toBe('+44 7 *****0123');
    expect(maskMobileNumber('+12025550123')).toBe('+1 2 *****0123');
    expect(maskMobileNumber('+358401234567')).toBe('+358 4 ****4567');
  });
});
