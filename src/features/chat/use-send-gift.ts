import { useQueryClient } from '@tanstack/react-query';
import { produce } from 'immer';
import { useState } from 'react';
import { getGetChatsQueryKey, sendGift } from '../../../generated/hooks/chat/chat';
import type { Gift, User } from '../../../generated/model';
import { currentUserQueryOptions } from '../../api';
import { putNewest } from './use-messages';

export type GiftSending =
  { state: 'idle' } | { state: 'sending'; gift: Gift } | { state: 'failed'; gift: Gift; error: unknown };

/**
 * Sending a gift (spec §2, §3 `gift_credits`; issue 15 item 3): one at a time, with the contract's
 * Idempotency-Key (src/api gives each press one, kept across its retries), so a lost answer never
 * sends or charges twice. Accepted, it joins the history and the balance takes the server's figure;
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

  const send = async (gift: Gift) => {
    if (sending.state === 'sending') return;
    setSending({ state: 'sending', gift });
    try {
      const answer = await sendGift({
        profile_id: profileId,
        gift_id: gift.id,
        ...(conversation === undefined ? {} : { conversation }),
      });
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
