import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import {
  addToOutbox,
  outboxOf,
  removeFromOutbox,
  subscribeOutbox,
  updateOutbox,
} from '../../lib/chat-outbox';
import { deliverOutbox } from './outbox-delivery';

/** Where a conversation's messages go: a known conversation, or a member not written to yet. */
export type OutboxTarget = { conversation: number } | { member: number };

/**
 * A conversation's part of the member's outbox (decision 021): its unsent messages, and sending,
 * retrying and deleting them. A message sent here joins the outbox first, so it is never lost and
 * never shown as sent until the server has accepted it; delivery is the outbox's (outbox-delivery.ts).
 */
export const useOutbox = (memberId: number, target: OutboxTarget) => {
  const queryClient = useQueryClient();
  const all = useSyncExternalStore(subscribeOutbox, () => outboxOf(memberId));
  const conversation = 'conversation' in target ? target.conversation : undefined;
  const member = 'member' in target ? target.member : undefined;
  const pending = useMemo(
    () =>
      all.filter((message) =>
        conversation === undefined ? message.member === member : message.conversation === conversation,
      ),
    [all, conversation, member],
  );

  const deliver = () => {
    void deliverOutbox(queryClient, memberId);
  };

  const send = (text: string) => {
    addToOutbox(memberId, {
      clientId: crypto.randomUUID(),
      key: crypto.randomUUID(),
      ...('member' in target
        ? {
            member: target.member,
            // One key for starting the conversation, shared with what already waits for this member
            // (renewed there after an answered refusal); a new one when nothing waits.
            startKey:
              outboxOf(memberId).find(
                (message) => message.member === target.member && message.conversation === undefined,
              )?.startKey ?? crypto.randomUUID(),
          }
        : target),
      text,
      state: 'queued',
      at: Date.now(),
    });
    deliver();
  };

  const retry = (clientId: string) => {
    updateOutbox(memberId, (message) =>
      message.clientId === clientId && message.state === 'failed'
        ? { ...message, state: 'queued', problem: undefined }
        : message,
    );
    deliver();
  };

  const discard = (clientId: string) => {
    removeFromOutbox(memberId, clientId);
  };

  return { pending, send, retry, discard };
};
