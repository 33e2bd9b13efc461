import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { produce } from 'immer';
import { useEffect, useState } from 'react';
import { getGetChatsQueryKey, getMessages, useGetChats } from '../../../generated/hooks/chat/chat';
import type { ChatsResponse, Message, MessagesResponse } from '../../../generated/model';
import { conversationPollMs } from '../../domain/limits';
import { firstUnreadOf } from './message-rows';

/** Messages per page of the history (the contract's default; at most 100). */
const messagesPageSize = 30;

/** The history, page by page from the newest (`before` cursors), as one infinite query. */
const historyKey = (conversation: number) => ['/api/messages.php', 'history', conversation] as const;
const latestKey = (conversation: number) => ['/api/messages.php', 'latest', conversation] as const;

type History = InfiniteData<MessagesResponse, string | null>;

const fetchPage = (conversation: number, before: string | null, signal: AbortSignal) =>
  getMessages(
    before === null
      ? { conversation, limit: messagesPageSize }
      : { conversation, limit: messagesPageSize, before },
    undefined,
    signal,
  );

/** Every loaded message, oldest first (each page is oldest first; the pages go newest first). */
const messagesOf = (history: History | undefined): Message[] =>
  history === undefined ? [] : history.pages.toReversed().flatMap((page) => page.messages);

/**
 * Messages into the newest page: a message already there is replaced (its status moved on: read,
 * delivered), a new one goes after the others. Edited with immer, so the pages not touched keep
 * their identity and the list re-renders only what changed.
 */
export const putNewest = (queryClient: QueryClient, conversation: number, messages: readonly Message[]) => {
  if (messages.length === 0) return;
  queryClient.setQueryData<History>(historyKey(conversation), (old) =>
    old === undefined
      ? old
      : produce(old, (draft) => {
          const newest = draft.pages[0];
          if (newest === undefined) return;
          for (const message of messages) {
            const page = draft.pages.find((each) => each.messages.some((shown) => shown.id === message.id));
            if (page === undefined) {
              newest.messages.push(message);
              continue;
            }
            const at = page.messages.findIndex((shown) => shown.id === message.id);
            const shown = page.messages[at];
            if (shown !== undefined && (shown.status !== message.status || shown.read !== message.read)) {
              page.messages[at] = message;
            }
          }
          newest.messages.sort((a, b) => a.id - b.id);
        }),
  );
};

/**
 * Spec §4: opening a conversation sets its unread count to 0 (the server did so when it answered
 * the newest page), and the Messages badge and the title's count follow at once. Gives back how
 * many were unread: where the "new messages" divider goes.
 */
const markReadInList = (queryClient: QueryClient, conversation: number): number => {
  const key = getGetChatsQueryKey();
  const unread =
    queryClient.getQueryData<ChatsResponse>(key)?.chats.find((item) => item.conversation.id === conversation)
      ?.num_unread_messages ?? 0;
  if (unread === 0) return 0;
  queryClient.setQueryData<ChatsResponse>(key, (old) =>
    old === undefined
      ? old
      : produce(old, (draft) => {
          const chat = draft.chats.find((item) => item.conversation.id === conversation);
          if (chat === undefined) return;
          draft.num_unread = Math.max(0, draft.num_unread - chat.num_unread_messages);
          chat.num_unread_messages = 0;
        }),
  );
  return unread;
};

/**
 * A conversation's messages: the history, older pages on demand, and — while the conversation is
 * on show and the page visible — its newest page asked again every few seconds (decision 020), so
 * the other member's messages, typing and read marks arrive without a push.
 */
export const useMessages = (conversation: number) => {
  const queryClient = useQueryClient();
  // The chat list first (the member chrome has asked for it already): its unread count is the
  // only record of what was unread, since the newest page's answer marks it all read.
  const chats = useGetChats({ query: { staleTime: Infinity } });
  const listKnown = chats.isSuccess || chats.isError;
  // Where the "new messages" divider goes, placed once when the history arrives (null: nowhere).
  const [firstUnreadId, setFirstUnreadId] = useState<number | null | undefined>(undefined);
  const history = useInfiniteQuery<
    MessagesResponse,
    Error,
    History,
    ReturnType<typeof historyKey>,
    string | null
  >({
    queryKey: historyKey(conversation),
    queryFn: ({ pageParam, signal }) => fetchPage(conversation, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    // New messages come with the poll below; asking every page again would re-read the history.
    staleTime: Infinity,
    enabled: listKnown,
  });
  const opened = history.data !== undefined;

  const latest = useQuery({
    queryKey: latestKey(conversation),
    queryFn: ({ signal }) => fetchPage(conversation, null, signal),
    enabled: opened,
    refetchInterval: conversationPollMs,
    // Hidden pages do not ask (react-query pauses the interval while the document is hidden).
    refetchIntervalInBackground: false,
    // The first page of the history is the first answer: no second request on opening.
    initialData: () => history.data?.pages[0],
    initialDataUpdatedAt: () => history.dataUpdatedAt,
    staleTime: conversationPollMs,
  });

  const firstPage = history.data?.pages[0];
  const placed = firstUnreadId !== undefined;
  useEffect(() => {
    // Placed once, when the history arrives: later pages and polls never move it.
    if (firstPage === undefined || placed) return;
    // The list's count is read, then zeroed: the newest page's answer has read the conversation.
    const unread = markReadInList(queryClient, conversation);
    setFirstUnreadId(firstUnreadOf(firstPage.messages, unread) ?? null);
  }, [firstPage, placed, queryClient, conversation]);

  const newest = latest.data;
  useEffect(() => {
    if (newest !== undefined) putNewest(queryClient, conversation, newest.messages);
  }, [newest, queryClient, conversation]);

  return {
    history,
    messages: messagesOf(history.data),
    typing: newest?.typing ?? false,
    /** The first message that was unread when the conversation opened, if any. */
    firstUnreadId: firstUnreadId ?? undefined,
    /**
     * Whether that is known yet (an effect after the history's answer): the list opens at the first
     * unread message, so it waits for this rather than open at the latest and move.
     */
    unreadPlaced: placed,
  };
};
