import { useQueryClient } from '@tanstack/react-query';
import { produce } from 'immer';
import { useImmer } from 'use-immer';
import type { User } from '../../../generated/model';
import { api, ApiError, currentUserQueryOptions, toApiError } from '../../api';
import { putNewest } from './use-messages';

/** A message the member sent that the server has not accepted yet: never shown as sent. */
export interface PendingMessage {
  /** The message's own id (the contract's `client_id`), stable across attempts. */
  clientId: string;
  /**
   * The Idempotency-Key of its next attempt: the same after a lost answer (the server answers the
   * message it already has, never a second one), a new one after a refusal it answered.
   */
  key: string;
  text: string;
  state: 'sending' | 'failed';
  error?: unknown;
}

/** A refusal the server answered is stored for its key: another attempt needs a key of its own. */
const wasAnswered = (error: unknown): boolean => error instanceof ApiError && error.status < 500;

/**
 * Sending a text message (spec §1, §6; issue 15 items 3 and 4): the message waits in a pending list
 * ("Sending…", then "Not sent" with the reason and a retry) until the server accepts it; then it
 * joins the history and the member's balance takes the server's figures. Nothing the member wrote
 * is dropped: a refused message stays with its text until it is sent or deleted.
 */
export const useSendMessage = (
  /** The conversation, or how to get it: a new one starts with its first message. */
  target: number | (() => Promise<number>),
  /** Told once the server has accepted a message, with its conversation. */
  onSent?: (conversation: number) => void,
) => {
  const queryClient = useQueryClient();
  const [pending, updatePending] = useImmer<PendingMessage[]>([]);

  const attempt = async (message: PendingMessage) => {
    updatePending((draft) => {
      const shown = draft.find((each) => each.clientId === message.clientId);
      if (shown !== undefined) {
        shown.state = 'sending';
        delete shown.error;
      }
    });
    try {
      const conversation = typeof target === 'number' ? target : await target();
      const { data, error, response } = await api.POST('/api/messages.php', {
        body: { conversation, text: message.text, client_id: message.clientId },
        params: { header: { 'Idempotency-Key': message.key } },
      });
      if (data === undefined) throw toApiError(response.status, error);
      putNewest(queryClient, conversation, [data.message]);
      queryClient.setQueryData<User | null>(currentUserQueryOptions().queryKey, (user) =>
        user === undefined || user === null
          ? user
          : produce(user, (draft) => {
              draft.credits = data.credits;
              draft.free_messages_left = data.free_messages_left;
            }),
      );
      updatePending((draft) => draft.filter((each) => each.clientId !== message.clientId));
      onSent?.(conversation);
    } catch (error) {
      updatePending((draft) => {
        const shown = draft.find((each) => each.clientId === message.clientId);
        if (shown === undefined) return;
        shown.state = 'failed';
        shown.error = error;
        if (wasAnswered(error)) shown.key = crypto.randomUUID();
      });
    }
  };

  const send = (text: string) => {
    const message: PendingMessage = {
      clientId: crypto.randomUUID(),
      key: crypto.randomUUID(),
      text,
      state: 'sending',
    };
    updatePending((draft) => {
      draft.push(message);
    });
    void attempt(message);
  };

  const retry = (clientId: string) => {
    const message = pending.find((each) => each.clientId === clientId);
    if (message?.state === 'failed') void attempt(message);
  };

  const discard = (clientId: string) => {
    updatePending((draft) => draft.filter((each) => each.clientId !== clientId));
  };

  return { pending, send, retry, discard };
};
