import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { produce, type Draft } from 'immer';
import { useState } from 'react';
import { getGetChatsQueryKey } from '../../../../generated/hooks/chat/chat';
import { getGetLikesQueryKey, useLikeMember, useUnlikeMember } from '../../../../generated/hooks/likes/likes';
import {
  getGetBlockedMembersQueryKey,
  getGetMemberQueryKey,
  getGetRelatedProfilesQueryKey,
  getSearchMembersQueryKey,
  useBlockMember,
  useUnblockMember,
} from '../../../../generated/hooks/members/members';
import type { MemberDetail, MemberRelation } from '../../../../generated/model';

/** What the last action did, for the line the actions announce (or its error). */
export type RelationOutcome =
  | { kind: 'liked'; match: boolean }
  | { kind: 'unliked' }
  | { kind: 'blocked' }
  | { kind: 'unblocked' }
  | { kind: 'failed'; error: unknown };

const editRelation = (
  queryClient: QueryClient,
  id: number,
  edit: (relation: Draft<MemberRelation>) => void,
): MemberDetail | undefined => {
  const key = getGetMemberQueryKey({ id });
  const before = queryClient.getQueryData<MemberDetail>(key);
  queryClient.setQueryData<MemberDetail>(key, (old) =>
    old === undefined
      ? old
      : produce(old, (draft) => {
          edit(draft.relation);
        }),
  );
  return before;
};

const restore = (queryClient: QueryClient, id: number, before: MemberDetail | undefined) => {
  if (before !== undefined) queryClient.setQueryData(getGetMemberQueryKey({ id }), before);
};

/** Lists that show this member (cards carry `liked`; blocking hides them) ask the server again. */
const refreshListsAfter = (queryClient: QueryClient, change: 'like' | 'block') => {
  void queryClient.invalidateQueries({ queryKey: getGetLikesQueryKey() });
  void queryClient.invalidateQueries({ queryKey: getSearchMembersQueryKey() });
  void queryClient.invalidateQueries({ queryKey: getGetRelatedProfilesQueryKey() });
  if (change === 'block') {
    void queryClient.invalidateQueries({ queryKey: getGetBlockedMembersQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetChatsQueryKey() });
  }
};

/**
 * Like, take back a like, block and unblock from the profile view. The button follows the press at
 * once (the member query's relation is edited in place) and goes back if the server refuses; the
 * answer's `match` decides the match line. Each request carries the contract's idempotency key
 * where it has one (src/api), so a retried like never notifies twice.
 */
export const useMemberRelation = (id: number) => {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<RelationOutcome | null>(null);
  const like = useLikeMember();
  const unlike = useUnlikeMember();
  const block = useBlockMember();
  const unblock = useUnblockMember();
  const pending = like.isPending || unlike.isPending || block.isPending || unblock.isPending;

  const run = async (
    optimistic: (relation: Draft<MemberRelation>) => void,
    send: () => Promise<RelationOutcome>,
    change: 'like' | 'block',
  ) => {
    if (pending) return;
    setOutcome(null);
    const before = editRelation(queryClient, id, optimistic);
    try {
      setOutcome(await send());
    } catch (error) {
      restore(queryClient, id, before);
      setOutcome({ kind: 'failed', error });
    } finally {
      refreshListsAfter(queryClient, change);
    }
  };

  const data = { data: { profile_id: id } };
  return {
    outcome,
    pending,
    clearOutcome: () => {
      setOutcome(null);
    },
    like: () =>
      run(
        (relation) => {
          relation.liked = true;
          relation.match = relation.liked_me;
        },
        async () => {
          const result = await like.mutateAsync(data);
          editRelation(queryClient, id, (relation) => {
            relation.match = result.match;
          });
          return { kind: 'liked', match: result.match };
        },
        'like',
      ),
    unlike: () =>
      run(
        (relation) => {
          relation.liked = false;
          relation.match = false;
        },
        async () => {
          await unlike.mutateAsync(data);
          return { kind: 'unliked' };
        },
        'like',
      ),
    block: () =>
      run(
        (relation) => {
          relation.blocked = true;
        },
        async () => {
          await block.mutateAsync(data);
          return { kind: 'blocked' };
        },
        'block',
      ),
    unblock: () =>
      run(
        (relation) => {
          relation.blocked = false;
        },
        async () => {
          await unblock.mutateAsync(data);
          return { kind: 'unblocked' };
        },
        'block',
      ),
  };
};
