import { countrySpecs, isSEPACountry, isValidIBAN } from 'ibantools';

/** Spec §2, §3, §5, §8: the direct-debit form, its SMS code and its limits. */

export const smsCodeLength = 6;
/** The SMS code is accepted for 10 minutes after it was sent. */
export const smsCodeValidMinutes = 10;
/** A new code may be sent at most 3 times per mandate, 60 seconds apart. */
export const smsResendLimit = 3;
export const smsResendIntervalSeconds = 60;
/** After 5 wrong codes the mandate is void and the form must be submitted again. */
export const smsWrongCodeLimit = 5;
/** Direct-debit limit: at most 3 mandates in 24 hours. */
export const mandatesPerDay = 3;

/** The text fields of the form (spec §3) and their lengths, as the contract bounds them. */
export const directDebitTextLimits = {
  account_holder: { min: 2, max: 70 },
  street: { min: 1, max: 100 },
  house_number: { min: 1, max: 10 },
  postal_code: { min: 2, max: 10 },
  city: { min: 1, max: 60 },
} as const;

export type DirectDebitTextField = keyof typeof directDebitTextLimits;
export type DirectDebitField = DirectDebitTextField | 'iban' | 'mobile_number';
export type DirectDebitFieldCode = 'required' | 'too_short' | 'too_long' | 'invalid';

export const directDebitFields: readonly DirectDebitField[] = [
  'account_holder',
  'iban',
  'street',
  'house_number',
  'postal_code',
  'city',
  'mobile_number',
];

/** IBAN without spaces, upper case. */
export const normalizeIban = (iban: string): string => iban.replace(/\s+/g, '').toUpperCase();

/**
 * ISO 13616 through ibantools (the country's length and format, and the check digits), and a
 * country of the SEPA scheme, since only those accounts can be debited by SEPA direct debit.
 */
export const isValidIban = (iban: string): boolean => {
  const value = normalizeIban(iban);
  return isValidIBAN(value) && isSEPACountry(value.slice(0, 2));
};

/**
 * While the member types: `invalid` as soon as the IBAN cannot become valid any more (not a SEPA
 * country, a character an IBAN never has, longer than the country's IBANs, or complete with
 * wrong check digits); undefined while it may still be unfinished.
 */
export const ibanTypingProblem = (iban: string): 'invalid' | undefined => {
  const value = normalizeIban(iban);
  if (value === '') return undefined;
  if (!/^[A-Z0-9]*$/.test(value) || !/^[A-Z]{0,2}$/.test(value.slice(0, 2))) return 'invalid';
  if (value.length < 2) return undefined;
  const length = countrySpecs[value.slice(0, 2)]?.chars;
  if (length === undefined || !isSEPACountry(value.slice(0, 2))) return 'invalid';
  if (!/^[0-9]{0,2}$/.test(value.slice(2, 4))) return 'invalid';
  if (value.length < length) return undefined;
  return isValidIban(value) ? undefined : 'invalid';
};

/** How the IBAN field shows what was typed: upper case, in groups of 4 ("NL91 ABNA 0417 1643 00"). */
export const groupIban = (iban: string): string => normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');

/** "NL** **** **** ** 4300": country code and last 4 digits; undefined if those are not digits. */
export const maskIban = (iban: string): string | undefined => {
  const value = normalizeIban(iban);
  const last4 = value.slice(-4);
  if (!/^[0-9]{4}$/.test(last4) || value.length < 10) return undefined;
  const hidden = '*'.repeat(value.length - 8).replace(/(.{4})(?=.)/g, '$1 ');
  return `${value.slice(0, 2)}** ${hidden} ${last4}`;
};

/**
 * A mobile number as the contract takes it: "+" and digits only. Spaces, dashes, dots and
 * brackets people write go; a leading "00" is the "+" written the old way.
 */
export const normalizeMobileNumber = (mobile: string): string => {
  const compact = mobile.trim().replace(/[\s\-./()]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
};

/** International format (E.164): "+", a country code not starting with 0, 8 to 15 digits in all. */
export const isValidMobileNumber = (mobile: string): boolean =>
  /^\+[1-9][0-9]{7,14}$/.test(normalizeMobileNumber(mobile));

const textProblem = (name: DirectDebitTextField, value: string): DirectDebitFieldCode | undefined => {
  const text = value.trim();
  const { min, max } = directDebitTextLimits[name];
  if (text === '') return 'required';
  if (text.length > max) return 'too_long';
  return text.length < min ? 'too_short' : undefined;
};

/** One field of the form checked: the same rule in the app and in the simulated backend. */
export const directDebitFieldProblem = (
  name: DirectDebitField,
  value: string,
): DirectDebitFieldCode | undefined => {
  if (name === 'iban') {
    if (value.trim() === '') return 'required';
    return isValidIban(value) ? undefined : 'invalid';
  }
  if (name === 'mobile_number') {
    if (value.trim() === '') return 'required';
    return isValidMobileNumber(value) ? undefined : 'invalid';
  }
  return textProblem(name, value);
};

/** Every field of the form checked; an empty object when all pass. */
export const directDebitFormProblems = (
  form: Record<DirectDebitField, string>,
): Partial<Record<DirectDebitField, DirectDebitFieldCode>> => {
  const problems: Partial<Record<DirectDebitField, DirectDebitFieldCode>> = {};
  for (const name of directDebitFields) {
    const code = directDebitFieldProblem(name, form[name]);
    if (code !== undefined) problems[name] = code;
  }
  return problems;
};

/** The SMS code as typed, spaces removed; valid when it is 6 digits. */
export const normalizeSmsCode = (code: string): string => code.replace(/\s+/g, '');
export const isSmsCodeShaped = (code: string): boolean =>
  new RegExp(`^[0-9]{${String(smsCodeLength)}}$`).test(normalizeSmsCode(code));

/** ITU calling codes of two digits; the others used in Europe have three (1 and 7 have one). */
const twoDigitCallingCodes = new Set([
  20, 27, 30, 31, 32, 33, 34, 36, 39, 40, 41, 43, 44, 45, 46, 47, 48, 49, 51, 52, 53, 54, 55, 56, 57, 58, 60,
  61, 62, 63, 64, 65, 66, 81, 82, 84, 86, 90, 91, 92, 93, 94, 95, 98,
]);

const callingCodeLength = (digits: string): number => {
  if (digits.startsWith('1') || digits.startsWith('7')) return 1;
  return twoDigitCallingCodes.has(Number(digits.slice(0, 2))) ? 2 : 3;
};

/** "+31 6 ****5678": calling code, first digit of the network prefix and the last 4 digits. */
export const maskMobileNumber = (mobile: string): string => {
  const digits = mobile.replace(/[^0-9]/g, '');
  const codeLength = callingCodeLength(digits);
  const code = digits.slice(0, codeLength);
  const network = digits.slice(codeLength, codeLength + 1);
  const hidden = '*'.repeat(Math.max(1, digits.length - codeLength - 1 - 4));
  return `+${code} ${network} ${hidden}${digits.slice(-4)}`;
};
