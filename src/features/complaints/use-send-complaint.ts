import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { submitComplaint } from '../../../generated/hooks/site/site';
import type { ComplaintCreated, ComplaintRequest } from '../../../generated/model';
import { needsNewIdempotencyKey } from '../../api';
import { useStoppableRequest, type StoppableRequest } from '../forms';

export type SendOutcome =
  | { kind: 'sent'; answer: ComplaintCreated }
  | { kind: 'failed'; error: unknown }
  | { kind: 'stopped' }
  | { kind: 'busy' };

interface Sending {
  body: ComplaintRequest;
  key: string;
  signal: AbortSignal;
}

/**
 * Sending a complaint, exactly once. One press at a time (a second press, or Enter in a field,
 * while the first is on its way does nothing); each press carries the contract's Idempotency-Key,
 * kept for the same complaint until the server has answered it, so the same complaint sent again
 * after a lost answer, a server failure or Stop is answered with the first one, never filed twice.
 * After an answered refusal (4xx), or once the member changed what they send, a new key.
 */
export const useSendComplaint = (): {
  send: (body: ComplaintRequest) => Promise<SendOutcome>;
  isPending: boolean;
  stoppable: StoppableRequest;
} => {
  const stoppable = useStoppableRequest();
  const busy = useRef(false);
  const unanswered = useRef<{ intent: string; key: string } | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: ({ body, key, signal }: Sending) =>
      submitComplaint(body, { headers: { 'Idempotency-Key': key } }, signal),
  });

  const send = async (body: ComplaintRequest): Promise<SendOutcome> => {
    if (busy.current) return { kind: 'busy' };
    busy.current = true;
    const intent = JSON.stringify(body);
    const key = unanswered.current?.intent === intent ? unanswered.current.key : crypto.randomUUID();
    unanswered.current = { intent, key };
    try {
      const answer = await mutation.mutateAsync({ body, key, signal: stoppable.request.signal });
      unanswered.current = undefined;
      return { kind: 'sent', answer };
    } catch (error) {
      // Stopped: the complaint may have arrived, so the key stays for the next press.
      if (stoppable.isStop(error)) return { kind: 'stopped' };
      if (needsNewIdempotencyKey(error)) unanswered.current = undefined;
      return { kind: 'failed', error };
    } finally {
      busy.current = false;
    }
  };

  return { send, isPending: mutation.isPending, stoppable };
};
