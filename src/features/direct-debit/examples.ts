/**
 * What an IBAN and a mobile number look like in the payment country, for the fields' hints: a
 * member recognises the shape of their own. The countries are those offering SEPA direct debit
 * (src/domain/payment-methods.ts); the IBANs are the published examples, not anyone's account.
 */
const examples: Record<string, { iban: string; mobile: string }> = {
  NL: { iban: 'NL91 ABNA 0417 1643 00', mobile: '+31 6 12345678' },
  BE: { iban: 'BE68 5390 0754 7034', mobile: '+32 470 12 34 56' },
  DE: { iban: 'DE89 3704 0044 0532 0130 00', mobile: '+49 151 23456789' },
  AT: { iban: 'AT61 1904 3002 3457 3201', mobile: '+43 664 1234567' },
};

const fallback = { iban: 'NL91 ABNA 0417 1643 00', mobile: '+31 6 12345678' };

/** No-break spaces: a sentence wraps between words, never inside the number it shows. */
export const unbroken = (text: string) => text.replaceAll(' ', '\u00a0');

export const fieldExamples = (country: string) => {
  const { iban, mobile } = examples[country] ?? fallback;
  return { iban: unbroken(iban), mobile: unbroken(mobile) };
};
