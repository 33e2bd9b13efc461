import { siteCountries } from '../../domain/countries';
import { paymentMethodsFor } from '../../domain/payment-methods';

/** What the credits page hands over in the address: `?bundle_id=<id>&country=<CC>[&code=<code>]`. */
export interface DirectDebitAddress {
  bundleId: number;
  country: string;
  /** A discount code of the contract's shape, when the member gave one. */
  code: string | undefined;
  /** A code was given that no code can be (too long, other characters): refused without asking. */
  malformedCode: boolean;
}

export type AddressReading =
  { kind: 'ok'; address: DirectDebitAddress } | { kind: 'invalid' } | { kind: 'not-offered' };

const bundleIdPattern = /^[1-9][0-9]{0,5}$/;
const codePattern = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Reads the address before anything is asked of the server: a missing or broken bundle or country
 * cannot lead to a payment, and a country without SEPA direct debit (src/domain) is told at once.
 */
export const readDirectDebitAddress = (params: URLSearchParams): AddressReading => {
  const bundle = params.get('bundle_id') ?? '';
  const country = (params.get('country') ?? '').toUpperCase();
  if (!bundleIdPattern.test(bundle) || !(siteCountries as readonly string[]).includes(country))
    return { kind: 'invalid' };
  if (!paymentMethodsFor(country).includes('sepa_direct_debit')) return { kind: 'not-offered' };
  const code = (params.get('code') ?? '').trim();
  const wellFormed = codePattern.test(code);
  return {
    kind: 'ok',
    address: {
      bundleId: Number(bundle),
      country,
      code: wellFormed ? code : undefined,
      malformedCode: code !== '' && !wellFormed,
    },
  };
};
