import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetCreditBundlesQueryKey,
  getGetDirectDebitFormQueryKey,
  getGetDiscountCodeQueryKey,
  getGetPricingQueryKey,
  getGetRepeatOrderQueryKey,
  getGetTransactionsQueryKey,
  resendDirectDebitSms,
  submitDirectDebit,
  verifyDirectDebitSms,
} from '../../../generated/hooks/commerce/commerce';
import type {
  DirectDebitRequest,
  ResendDirectDebitSmsBody,
  VerifyDirectDebitSmsBody,
} from '../../../generated/model';
import { currentUserQueryOptions, isApiError } from '../../api';
import { clock } from '../../lib/clock';
import { useStoppableRequest } from '../forms';
import { useAnswerKeys, withAnswerKey } from './use-answer-keys';

export type DirectDebitStep = 'form' | 'sms' | 'done';

/**
 * A paid order changes the balance and premium (the current user), the transactions, the order a
 * repeat would place, the prefill of this form and the discounts offered: all are asked again, the
 * member first, so the top bar shows the credits at once.
 */
const afterPayment = (queryClient: QueryClient) => {
  for (const queryKey of [
    currentUserQueryOptions().queryKey,
    getGetTransactionsQueryKey(),
    getGetRepeatOrderQueryKey(),
    getGetDirectDebitFormQueryKey(),
    getGetDiscountCodeQueryKey(),
    getGetCreditBundlesQueryKey(),
    getGetPricingQueryKey(),
  ])
    void queryClient.invalidateQueries({ queryKey });
};

/**
 * The three requests of the direct-debit flow (spec §2): the form stores a mandate and sends the
 * SMS code, the code confirms it and pays, and a new code may be asked for. Their answers stay in
 * react-query's mutations, and the step follows them: a confirmed payment is done, a stored
 * mandate asks for its code, else the form. Each request carries an Idempotency-Key kept until the
 * server answered it (use-answer-keys.ts), so pressing again after a lost answer never stores a
 * second mandate, sends a second SMS or pays twice.
 */
export const useDirectDebitFlow = () => {
  const queryClient = useQueryClient();
  const stoppable = useStoppableRequest();
  const keys = { submit: useAnswerKeys(), verify: useAnswerKeys(), resend: useAnswerKeys() };
  /** The mandate was voided (5 wrong codes): the member is back at the form, told why. */
  const [voided, setVoided] = useState(false);
  /** When the server allows the next new code, after it asked the member to wait (`retry_after`). */
  const [resendWaitUntil, setResendWaitUntil] = useState<number>();

  const submit = useMutation({
    mutationFn: (body: DirectDebitRequest) =>
      withAnswerKey(keys.submit, body, (data, key) =>
        submitDirectDebit(data, { headers: { 'Idempotency-Key': key }, signal: stoppable.request.signal }),
      ),
  });
  const resend = useMutation({
    mutationFn: (body: ResendDirectDebitSmsBody) =>
      withAnswerKey(keys.resend, body, (data, key) =>
        resendDirectDebitSms(data, { headers: { 'Idempotency-Key': key } }),
      ),
  });
  const verify = useMutation({
    mutationFn: (body: VerifyDirectDebitSmsBody) =>
      withAnswerKey(keys.verify, body, (data, key) =>
        verifyDirectDebitSms(data, { headers: { 'Idempotency-Key': key }, signal: stoppable.request.signal }),
      ),
    onSuccess: () => {
      afterPayment(queryClient);
    },
  });

  const backToForm = () => {
    submit.reset();
    verify.reset();
    resend.reset();
    setResendWaitUntil(undefined);
  };

  // After 5 wrong codes the mandate is gone (404): the form again, with all that was typed.
  const voidedBy = (error: unknown) => {
    if (!isApiError(error, 'not_found')) return false;
    backToForm();
    setVoided(true);
    return true;
  };

  const step: DirectDebitStep =
    verify.data !== undefined ? 'done' : submit.data !== undefined ? 'sms' : 'form';

  return {
    step,
    stoppable,
    voided,
    submit: (body: DirectDebitRequest, onError: (error: unknown) => void) => {
      if (submit.isPending) return;
      setVoided(false);
      submit.mutate(body, { onError });
    },
    submitting: submit,
    /** Where the code went and until when it holds: the newest sending's answer. */
    sent: resend.data ?? submit.data,
    verify: (smsCode: string, onError: (error: unknown) => void) => {
      if (submit.data === undefined || verify.isPending) return;
      verify.mutate(
        { mandate_id: submit.data.mandate_id, sms_code: smsCode },
        {
          onError: (error) => {
            if (!voidedBy(error)) onError(error);
          },
        },
      );
    },
    verifying: verify,
    resend: () => {
      if (submit.data === undefined || resend.isPending) return;
      setResendWaitUntil(undefined);
      resend.mutate(
        { mandate_id: submit.data.mandate_id },
        {
          onError: (error) => {
            if (voidedBy(error)) return;
            const wait = isApiError(error, 'rate_limited') ? error.details.retryAfter : undefined;
            if (wait !== undefined) setResendWaitUntil(clock.nowMs() + wait * 1000);
          },
        },
      );
    },
    resending: resend,
    resendWaitUntil,
    changeDetails: backToForm,
    paid: verify.data,
  };
};
