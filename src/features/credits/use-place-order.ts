import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createOrder, getGetOrderQueryKey, repeatOrder } from '../../../generated/hooks/commerce/commerce';
import type { CreateOrderBody, GetOrder200, OrderResult, RepeatOrderBody } from '../../../generated/model';
import { needsNewIdempotencyKey } from '../../api';
import { inAppPath, providerAddress, resultPath } from './safe-redirect';

export type PlacingState = { name: 'idle' } | { name: 'placing' } | { name: 'failed'; error: unknown };

export type PlaceOutcome =
  { kind: 'placed'; answer: OrderResult } | { kind: 'failed'; error: unknown } | { kind: 'busy' };

export type OrderRequest = { kind: 'new'; body: CreateOrderBody } | { kind: 'repeat'; body: RepeatOrderBody };

/**
 * Placing an order, exactly once (issue 17 item 9). One press at a time (a second click while
 * the first is on its way does nothing); each press carries the contract's Idempotency-Key, kept
 * for the same order until the server has answered it, so the same order pressed again after a
 * lost answer or a server failure is answered with the first order, never placed or charged twice.
 * After an answered refusal (4xx) the next press is a new request with a key of its own.
 */
export const usePlaceOrder = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<PlacingState>({ name: 'idle' });
  const busy = useRef(false);
  const unanswered = useRef<{ intent: string; key: string } | undefined>(undefined);

  const place = async (request: OrderRequest): Promise<PlaceOutcome> => {
    if (busy.current) return { kind: 'busy' };
    busy.current = true;
    setState({ name: 'placing' });
    const intent = JSON.stringify(request);
    const key = unanswered.current?.intent === intent ? unanswered.current.key : crypto.randomUUID();
    unanswered.current = { intent, key };
    try {
      const options = { headers: { 'Idempotency-Key': key } };
      const answer =
        request.kind === 'new'
          ? await createOrder(request.body, options)
          : await repeatOrder(request.body, options);
      unanswered.current = undefined;
      // The result page reads the order: it shows at once, without asking again.
      queryClient.setQueryData<GetOrder200>(getGetOrderQueryKey({ id: answer.order.id }), {
        order: answer.order,
        payment: answer.payment,
        ...(answer.wire_transfer === undefined ? {} : { wire_transfer: answer.wire_transfer }),
      });
      // Still busy: the page is about to be left for the provider or the result.
      return { kind: 'placed', answer };
    } catch (error) {
      if (needsNewIdempotencyKey(error)) unanswered.current = undefined;
      busy.current = false;
      setState({ name: 'failed', error });
      return { kind: 'failed', error };
    }
  };

  /**
   * Goes where the answer leads: the provider's page, or this site's result page when the payment
   * needed no redirect (a stored card, a wire transfer). False, and the next press may go, when
   * the provider's address is not one a browser may be sent to.
   */
  const follow = (answer: OrderResult): boolean => {
    const { order } = answer;
    if (answer.redirect_url === null) {
      void navigate(resultPath(order.bundle_id, order.payment_method, order.id));
      return true;
    }
    const address = providerAddress(answer.redirect_url);
    if (address === undefined) {
      busy.current = false;
      setState({ name: 'idle' });
      return false;
    }
    const inApp = inAppPath(address);
    if (inApp === undefined) window.location.assign(address.href);
    else void navigate(inApp);
    return true;
  };

  return { state, place, follow };
};
