import { useQuery } from '@tanstack/react-query';
import { validateDiscountCode } from '../../../generated/hooks/commerce/commerce';
import type { Money } from '../../../generated/model';
import { ApiError } from '../../api';

export type DiscountQuote =
  | { state: 'none' }
  | { state: 'checking'; code: string }
  | { state: 'applied'; code: string; percent: number; price: Money }
  /** The code cannot be used (unknown, used, expired, below its minimum): the full price applies. */
  | { state: 'refused'; code: string | undefined; error: unknown }
  /** No answer about the code (offline, server failure): it goes with the form, which checks it. */
  | { state: 'unchecked'; code: string; error: unknown };

/** The code's refusal is the server's word on it; anything else only says it could not be asked. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

/** A code no code can be, refused without asking the server. */
const malformed = new ApiError(404, 'code_not_found', 'Code not found');

/**
 * The discount code of the address checked for this bundle (validateDiscountCode with
 * `bundle_id` answers the discounted price). Only checked: it is redeemed when the payment
 * completes. `refusedOnSubmit` is the form's answer when the code was refused then.
 */
export const useDiscountQuote = ({
  code,
  malformedCode,
  bundleId,
  refusedOnSubmit,
}: {
  code: string | undefined;
  malformedCode: boolean;
  bundleId: number;
  refusedOnSubmit: unknown;
}): DiscountQuote => {
  const check = useQuery({
    queryKey: ['validateDiscountCode', { code, bundle_id: bundleId }],
    queryFn: ({ signal }) =>
      validateDiscountCode({ code: code ?? '', bundle_id: bundleId }, undefined, signal),
    enabled: code !== undefined,
    staleTime: Infinity,
  });
  if (malformedCode) return { state: 'refused', code: undefined, error: malformed };
  if (code === undefined) return { state: 'none' };
  if (refusedOnSubmit !== undefined) return { state: 'refused', code, error: refusedOnSubmit };
  if (check.data !== undefined) {
    const { discount_code: found, discounted_price: price } = check.data;
    // Without a price for this bundle the code says nothing about this order.
    if (price === undefined) return { state: 'unchecked', code, error: undefined };
    return { state: 'applied', code: found.code, percent: found.value_percentage, price };
  }
  if (check.isError)
    return isRefusal(check.error)
      ? { state: 'refused', code, error: check.error }
      : { state: 'unchecked', code, error: check.error };
  return { state: 'checking', code };
};

/** The code the form sends: any code not refused (the server has the last word on it). */
export const codeToSend = (quote: DiscountQuote): string | undefined =>
  quote.state === 'none' || quote.state === 'refused' ? undefined : quote.code;
