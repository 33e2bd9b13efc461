import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useGetOrder, useGetPaymentStatus } from '../../../generated/hooks/commerce/commerce';
import { currentUserQueryOptions } from '../../api';
import { isSettledPaymentState, paymentPollMs } from '../../domain/checkout';

/** Spec §3: an order id as the provider sends it back; anything else is not asked for. */
export const isOrderId = (value: string | null): value is string =>
  value !== null && /^ord_[A-Za-z0-9]{6,32}$/.test(value);

/**
 * The order the member came back with and the state of its payment (spec §4: loading, pending,
 * completed, failed or cancelled). While pending, the state is asked for every 3 s (contract:
 * getPaymentStatus); when it completes, the member's balance and premium state are read again at
 * once, so premium unlocks without a reload. Reading never pays: a reload of the page is safe.
 */
export const usePaymentResult = (orderId: string) => {
  const queryClient = useQueryClient();
  const order = useGetOrder({ id: orderId });
  const orderState = order.data?.payment.state;
  const status = useGetPaymentStatus(
    { id: orderId },
    {
      query: {
        // A wire transfer takes days: its page says what to do, it does not wait on screen.
        enabled: orderState === 'pending' && order.data?.wire_transfer === undefined,
        refetchInterval: (query) => {
          const state = query.state.data?.payment.state ?? 'pending';
          return isSettledPaymentState(state) ? false : paymentPollMs;
        },
      },
    },
  );
  const payment = status.data?.payment ?? order.data?.payment;
  const completed = payment?.state === 'completed';
  useEffect(() => {
    if (completed) void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
  }, [completed, queryClient]);
  return { order, status, payment };
};
