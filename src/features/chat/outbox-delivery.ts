import type { QueryClient } from '@tanstack/react-query';
import { produce } from 'immer';
import { getGetChatsQueryKey, startConversation } from '../../../generated/hooks/chat/chat';
import type { User } from '../../../generated/model';
import {
  api,
  ApiError,
  currentUserQueryOptions,
  needsNewIdempotencyKey,
  NetworkError,
  toApiError,
} from '../../api';
import {
  outboxOf,
  removeFromOutbox,
  updateOutbox,
  type OutboxMessage,
  type OutboxProblem,
} from '../../lib/chat-outbox';
import { putNewest } from './use-messages';

/**
 * Sends the member's outbox (decision 021): one message at a time, oldest first, so a conversation
 * reads in the order it was written; each attempt with the message's kept Idempotency-Key, so a
 * message whose answer was lost (a dropped connection, a reload mid-send) is answered, not stored
 * twice. Offline, messages wait; the member chrome calls again when the connection returns.
 */

const keep = (error: unknown): OutboxProblem => {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      ...(error.details.name === undefined ? {} : { name: error.details.name }),
      ...(error.details.maxLength === undefined ? {} : { maxLength: error.details.maxLength }),
    };
  }
  return { status: 0, code: 'network', message: error instanceof Error ? error.message : 'No answer' };
};

/** The kept problem as the error it was, for `errorMessage` and for codes the screen acts on. */
export const problemError = (problem: OutboxProblem): ApiError | NetworkError =>
  problem.status === 0
    ? new NetworkError(undefined, problem.message)
    : new ApiError(
        problem.status,
        problem.code as ApiError['code'],
        problem.message,
        {},
        {
          ...(problem.name === undefined ? {} : { name: problem.name }),
          ...(problem.maxLength === undefined ? {} : { maxLength: problem.maxLength }),
        },
      );

const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

type SentListener = (message: OutboxMessage, conversation: number) => void;
const sentListeners = new Set<SentListener>();

/** Told of each message the server accepted, with its conversation (a new one: its first). */
export const onOutboxSent = (listener: SentListener): (() => void) => {
  sentListeners.add(listener);
  return () => {
    sentListeners.delete(listener);
  };
};

const change = (memberId: number, clientId: string, recipe: (message: OutboxMessage) => OutboxMessage) => {
  updateOutbox(memberId, (message) => (message.clientId === clientId ? recipe(message) : message));
};

/** The conversation of a message; a first message to a member starts it (once, by its key). */
const conversationOf = async (memberId: number, message: OutboxMessage): Promise<number> => {
  if (message.conversation !== undefined) return message.conversation;
  const member = message.member;
  // Neither conversation nor member: a list changed by hand. The server refuses it as it would.
  if (member === undefined) throw new ApiError(404, 'not_found', 'No conversation');
  const startKey = message.startKey ?? crypto.randomUUID();
  try {
    const {
      conversation: { id },
    } = await startConversation({ profile_id: member }, { headers: { 'Idempotency-Key': startKey } });
    // Every message waiting for this member goes to the conversation now known.
    updateOutbox(memberId, (each) =>
      each.member === member && each.conversation === undefined
        ? { ...each, conversation: id, startKey: undefined }
        : each,
    );
    return id;
  } catch (error) {
    if (needsNewIdempotencyKey(error)) {
      const renewed = crypto.randomUUID();
      updateOutbox(memberId, (each) =>
        each.member === member && each.conversation === undefined ? { ...each, startKey: renewed } : each,
      );
    }
    throw error;
  }
};

const attempt = async (
  queryClient: QueryClient,
  memberId: number,
  message: OutboxMessage,
): Promise<boolean> => {
  change(memberId, message.clientId, (each) => ({ ...each, state: 'sending', problem: undefined }));
  const startedHere = message.conversation === undefined;
  try {
    const conversation = await conversationOf(memberId, message);
    const { data, error, response } = await api.POST('/api/messages.php', {
      body: { conversation, text: message.text, client_id: message.clientId },
      params: { header: { 'Idempotency-Key': message.key } },
    });
    if (data === undefined) throw toApiError(response.status, error);
    removeFromOutbox(memberId, message.clientId);
    putNewest(queryClient, conversation, [data.message]);
    queryClient.setQueryData<User | null>(currentUserQueryOptions().queryKey, (user) =>
      user === undefined || user === null
        ? user
        : produce(user, (draft) => {
            draft.credits = data.credits;
            draft.free_messages_left = data.free_messages_left;
          }),
    );
    // A new conversation belongs in the list, and any conversation moves to its top.
    void queryClient.invalidateQueries({
      queryKey: getGetChatsQueryKey(),
      refetchType: startedHere ? 'active' : 'none',
    });
    for (const listener of sentListeners) listener(message, conversation);
    return true;
  } catch (error) {
    const offline = error instanceof NetworkError && isOffline();
    change(memberId, message.clientId, (each) => ({
      ...each,
      // Offline, it waits for the connection and goes by itself; otherwise the member decides.
      state: offline ? 'queued' : 'failed',
      problem: offline ? undefined : keep(error),
      key: needsNewIdempotencyKey(error) ? crypto.randomUUID() : each.key,
    }));
    return false;
  }
};

/** The members whose outbox this page is sending now: one run each. */
const running = new Set<number>();

/**
 * Sends the member's queued messages, one after another, until none is left or the connection is
 * gone; a call while a run is on changes nothing (the run picks up what was added meanwhile).
 * When the connection returns, messages that failed for want of an answer go again too.
 */
export const deliverOutbox = async (
  queryClient: QueryClient,
  memberId: number,
  { connectionBack = false }: { connectionBack?: boolean } = {},
): Promise<void> => {
  if (connectionBack) {
    updateOutbox(memberId, (message) =>
      message.state === 'failed' && message.problem?.status === 0 ? { ...message, state: 'queued' } : message,
    );
  }
  if (running.has(memberId)) return;
  running.add(memberId);
  try {
    for (;;) {
      if (isOffline()) return;
      const next = outboxOf(memberId).find((message) => message.state === 'queued');
      if (next === undefined) return;
      if (!(await attempt(queryClient, memberId, next)) && isOffline()) return;
    }
  } finally {
    running.delete(memberId);
  }
};
