import { describe, expect, it } from 'vitest';
import {
  directDebitFieldProblem,
  directDebitFormProblems,
  groupIban,
  ibanTypingProblem,
  isSmsCodeShaped,
  isValidIban,
  isValidMobileNumber,
  maskIban,
  maskMobileNumber,
  normalizeIban,
  normalizeMobileNumber,
} from './direct-debit';

const form = {
  account_holder: 'J. de Vries',
  iban: 'NL91 ABNA 0417 1643 00',
  street: 'Keizersgracht',
  house_number: '12A',
  postal_code: '1015 CJ',
  city: 'Amsterdam',
  mobile_number: '+31 6 12345678',
};

describe('direct debit form (spec §3)', () => {
  it('accepts IBANs of SEPA countries with a correct check number, in any spacing or case', () => {
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidIban('nl91 abna 0417 1643 00')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('AT611904300234573201')).toBe(true);
    expect(isValidIban('BE68539007547034')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(normalizeIban('nl91 abna 0417 1643 00')).toBe('NL91ABNA0417164300');
  });

  it('refuses IBANs with a wrong check number, length or bank code, and accounts outside SEPA', () => {
    expect(isValidIban('NL92ABNA0417164300')).toBe(false);
    expect(isValidIban('NL91ABNA041716430')).toBe(false);
    expect(isValidIban('NL91ABNA04171643001')).toBe(false);
    expect(isValidIban('1234')).toBe(false);
    expect(isValidIban('')).toBe(false);
    // A valid Brazilian IBAN: SEPA cannot debit it.
    expect(isValidIban('BR1800360305000010009795493C1')).toBe(false);
  });

  it('says while typing as soon as an IBAN cannot become valid, not before', () => {
    for (const unfinished of ['', 'N', 'NL', 'NL9', 'NL91 ABNA', 'NL91ABNA041716430', 'de89 3704'])
      expect(ibanTypingProblem(unfinished), unfinished).toBeUndefined();
    expect(ibanTypingProblem('NL91ABNA0417164300')).toBeUndefined();
    for (const hopeless of [
      '1',
      'XX',
      'BR18',
      'NLAB',
      'NL91-ABNA',
      'NL92ABNA0417164300',
      'NL91ABNA04171643001',
      '<script>',
      '😀',
    ])
      expect(ibanTypingProblem(hopeless), hopeless).toBe('invalid');
  });

  it('shows an IBAN in groups of 4, in upper case', () => {
    expect(groupIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(groupIban('NL91 AB NA04')).toBe('NL91 ABNA 04');
    expect(groupIban('NL91')).toBe('NL91');
    expect(groupIban('')).toBe('');
  });

  it('takes mobile numbers in international format, written with spaces, dashes or 00', () => {
    expect(normalizeMobileNumber(' +31 (6) 12-34.56 78 ')).toBe('+31612345678');
    expect(normalizeMobileNumber('0031612345678')).toBe('+31612345678');
    expect(isValidMobileNumber('+31 6 12345678')).toBe(true);
    expect(isValidMobileNumber('+4915123456789')).toBe(true);
    for (const wrong of ['0612345678', '+0612345678', '+3161', '+31 6 1234 5678 9012 34', 'phone', ''])
      expect(isValidMobileNumber(wrong), wrong).toBe(false);
  });

  it('checks each field as the contract bounds it, after trimming', () => {
    expect(directDebitFormProblems(form)).toEqual({});
    expect(
      directDebitFormProblems({
        account_holder: ' J ',
        iban: 'NL92ABNA0417164300',
        street: '   ',
        house_number: '12345678901',
        postal_code: '',
        city: 'x'.repeat(10_000),
        mobile_number: '0612345678',
      }),
    ).toEqual({
      account_holder: 'too_short',
      iban: 'invalid',
      street: 'required',
      house_number: 'too_long',
      postal_code: 'required',
      city: 'too_long',
      mobile_number: 'invalid',
    });
    expect(directDebitFieldProblem('iban', ' ')).toBe('required');
    expect(directDebitFieldProblem('mobile_number', '')).toBe('required');
    // Names and places are any text: emoji, right-to-left script and markup are the member's words.
    expect(directDebitFieldProblem('account_holder', 'محمد 😀 <b>')).toBeUndefined();
  });

  it('takes an SMS code of 6 digits, spaces aside', () => {
    expect(isSmsCodeShaped('123456')).toBe(true);
    expect(isSmsCodeShaped(' 123 456 ')).toBe(true);
    for (const wrong of ['12345', '1234567', '12345a', '', '١٢٣٤٥٦'])
      expect(isSmsCodeShaped(wrong), wrong).toBe(false);
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
