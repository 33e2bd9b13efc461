import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { produce } from 'immer';
import { getGetChatsQueryKey } from '../../../generated/hooks/chat/chat';
import { getGetLikesQueryKey, getGetSwipeCandidatesQueryKey } from '../../../generated/hooks/likes/likes';
import {
  getGetBlockedMembersQueryKey,
  getGetMemberQueryKey,
  getGetRelatedProfilesQueryKey,
  getSearchMembersQueryKey,
  useUnblockMember,
} from '../../../generated/hooks/members/members';
import type { ProfileCard, ProfileCardList } from '../../../generated/model';

export type UnblockResult = { ok: true } | { ok: false; error: unknown };

const listKey = getGetBlockedMembersQueryKey();

const takeOut = (queryClient: QueryClient, id: number) => {
  queryClient.setQueryData<ProfileCardList>(listKey, (old) =>
    old === undefined
      ? old
      : produce(old, (draft) => {
          const at = draft.profiles.findIndex((card) => card.id === id);
          if (at >= 0) draft.profiles.splice(at, 1);
        }),
  );
};

/**
 * Back where it stood, among the rows still there: restoring the whole list as it was before would
 * also bring back the rows of other unblocks that succeeded in the meantime.
 */
const putBack = (queryClient: QueryClient, card: ProfileCard, at: number) => {
  queryClient.setQueryData<ProfileCardList>(listKey, (old) =>
    old === undefined
      ? old
      : produce(old, (draft) => {
          if (draft.profiles.some((shown) => shown.id === card.id)) return;
          draft.profiles.splice(Math.min(at, draft.profiles.length), 0, card);
        }),
  );
};

/**
 * Spec §6: blocking hides the two members from each other everywhere, so once the block is lifted
 * every list that may now show them asks the server again, as does their profile (its unblock
 * button). The blocked list itself is not refetched: the cache already says what the server
 * says, and a refetch while another row's unblock is on its way would bring that row back.
 */
const refreshAfterUnblock = (queryClient: QueryClient, id: number) => {
  for (const queryKey of [
    getGetMemberQueryKey({ id }),
    getSearchMembersQueryKey(),
    getGetRelatedProfilesQueryKey(),
    getGetLikesQueryKey(),
    getGetSwipeCandidatesQueryKey(),
    getGetChatsQueryKey(),
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
};

/**
 * Unblocking from the settings' list: the row goes at once (the cached list is edited with immer)
 * and comes back where it was if the server refuses. Rows can be unblocked one after another
 * without waiting; each call settles on its own.
 */
export const useUnblockFromList = () => {
  const queryClient = useQueryClient();
  const unblock = useUnblockMember();

  return async (card: ProfileCard): Promise<UnblockResult> => {
    // A read of the list still on its way would answer with the row and undo the removal.
    await queryClient.cancelQueries({ queryKey: listKey });
    const at =
      queryClient
        .getQueryData<ProfileCardList>(listKey)
        ?.profiles.findIndex((shown) => shown.id === card.id) ?? -1;
    takeOut(queryClient, card.id);
    try {
      await unblock.mutateAsync({ data: { profile_id: card.id } });
      refreshAfterUnblock(queryClient, card.id);
      return { ok: true };
    } catch (error) {
      putBack(queryClient, card, Math.max(at, 0));
      return { ok: false, error };
    }
  };
};
