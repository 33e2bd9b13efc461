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

/** IBAN without spaces, upper case. */
export const normalizeIban = (iban: string): string => iban.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: the check digits make the rearranged number ≡ 1 (mod 97). */
export const isValidIban = (iban: string): boolean => {
  const value = normalizeIban(iban);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(value)) return false;
  const rearranged = value.slice(4) + value.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
};

/** "NL** **** **** ** 4300": country code and last 4 digits; undefined if those are not digits. */
export const maskIban = (iban: string): string | undefined => {
  const value = normalizeIban(iban);
  const last4 = value.slice(-4);
  if (!/^[0-9]{4}$/.test(last4) || value.length < 10) return undefined;
  const hidden = '*'.repeat(value.length - 8).replace(/(.{4})(?=.)/g, '$1 ');
  return `${value.slice(0, 2)}** ${hidden} ${last4}`;
};

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
