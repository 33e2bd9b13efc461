import { useQueryClient } from '@tanstack/react-query';
import { produce } from 'immer';
import { getGetChatsQueryKey, useDeleteChat } from '../../../generated/hooks/chat/chat';
import type { ChatListItem, ChatsResponse } from '../../../generated/model';
import { removeConversationFromOutbox } from '../../lib/chat-outbox';

/** What deleting needs of a chat: its conversation, and the name the dialog says. */
export interface DeletableChat {
  conversation: Pick<ChatListItem['conversation'], 'id'>;
  profile: Pick<ChatListItem['profile'], 'name'>;
}

const listKey = getGetChatsQueryKey();

export type DeleteChatResult = { ok: true } | { ok: false; error: unknown };

/**
 * Spec §4 chat removal: the conversation leaves the list at once (the cached list is edited with
 * immer, its unread messages leave the badge with it), then the server deletes it. On failure the
 * list is read again from the server, which is what it shows from then on (spec §8), and the
 * caller shows the alert. Deleting is repeatable (the contract), so a lost answer is harmless.
 */
export const useDeleteChatFromList = (
  /** The member deleting: their unsent messages to the chat go with it. */
  memberId: number | undefined,
) => {
  const queryClient = useQueryClient();
  const remove = useDeleteChat();

  return async (chat: DeletableChat): Promise<DeleteChatResult> => {
    // A read of the list on its way would answer with the conversation and bring it back.
    await queryClient.cancelQueries({ queryKey: listKey });
    queryClient.setQueryData<ChatsResponse>(listKey, (old) =>
      old === undefined
        ? old
        : produce(old, (draft) => {
            const at = draft.chats.findIndex((item) => item.conversation.id === chat.conversation.id);
            if (at < 0) return;
            draft.num_unread = Math.max(0, draft.num_unread - (draft.chats[at]?.num_unread_messages ?? 0));
            draft.chats.splice(at, 1);
          }),
    );
    try {
      await remove.mutateAsync({ data: { conversation: chat.conversation.id } });
      if (memberId !== undefined) removeConversationFromOutbox(memberId, chat.conversation.id);
      return { ok: true };
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: listKey });
      return { ok: false, error };
    }
  };
};
