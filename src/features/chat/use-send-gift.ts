import { useQueryClient } from '@tanstack/react-query';
import { produce } from 'immer';
import { useRef, useState } from 'react';
import { getGetChatsQueryKey, sendGift } from '../../../generated/hooks/chat/chat';
import type { Gift, User } from '../../../generated/model';
import { currentUserQueryOptions, needsNewIdempotencyKey } from '../../api';
import { putNewest } from './use-messages';

export type GiftSending =
  { state: 'idle' } | { state: 'sending'; gift: Gift } | { state: 'failed'; gift: Gift; error: unknown };

/**
 * Sending a gift (spec §2, §3 `gift_credits`; issue 15 item 3): one at a time, with the contract's
 * Idempotency-Key kept for that gift until the server has answered it (decision 021's rule): the
 * same gift pressed again after a lost answer or a server failure is answered, never sent or
 * charged twice; after an answered refusal the next press is a new request. Accepted, it joins the history and the balance takes the server's figure;
 * refused, the member sees why where they chose it.
 */
export const useSendGift = ({
  profileId,
  conversation,
  onSent,
}: {
  profileId: number;
  /** The conversation, when there is one; without it the server uses or starts one. */
  conversation: number | undefined;
  onSent: (conversation: number) => void;
}) => {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<GiftSending>({ state: 'idle' });
  const unanswered = useRef<{ giftId: number; key: string } | undefined>(undefined);

  const send = async (gift: Gift) => {
    if (sending.state === 'sending') return;
    setSending({ state: 'sending', gift });
    const key = unanswered.current?.giftId === gift.id ? unanswered.current.key : crypto.randomUUID();
    unanswered.current = { giftId: gift.id, key };
    try {
      const answer = await sendGift(
        {
          profile_id: profileId,
          gift_id: gift.id,
          ...(conversation === undefined ? {} : { conversation }),
        },
        { headers: { 'Idempotency-Key': key } },
      );
      unanswered.current = undefined;
      putNewest(queryClient, answer.conversation.id, [answer.message]);
      queryClient.setQueryData<User | null>(currentUserQueryOptions().queryKey, (user) =>
        user === undefined || user === null
          ? user
          : produce(user, (draft) => {
              draft.credits = answer.credits;
            }),
      );
      void queryClient.invalidateQueries({ queryKey: getGetChatsQueryKey(), refetchType: 'none' });
      setSending({ state: 'idle' });
      onSent(answer.conversation.id);
    } catch (error) {
      // An answered refusal is kept for its key: the next press needs a key of its own.
      if (needsNewIdempotencyKey(error)) unanswered.current = undefined;
      setSending({ state: 'failed', gift, error });
    }
  };

  return {
    sending,
    send,
    reset: () => {
      setSending({ state: 'idle' });
    },
  };
};
