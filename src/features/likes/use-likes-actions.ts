import { useQueryClient } from '@tanstack/react-query';
import { produce } from 'immer';
import { useRef, useState } from 'react';
import {
  getGetLikesQueryKey,
  getGetMatchProfileQueryKey,
  useLikeMember,
  useUnlikeMember,
} from '../../../generated/hooks/likes/likes';
import {
  getGetMemberQueryKey,
  getGetRelatedProfilesQueryKey,
  getSearchMembersQueryKey,
} from '../../../generated/hooks/members/members';
import type { LikesOverview } from '../../../generated/model';
import { addLike, removeLike, type LikesDraft } from '../../domain/likes-lists';

/** What the last like back or take back did, for the list's notice. */
export type LikesOutcome =
  { kind: 'liked'; name: string } | { kind: 'unliked'; name: string } | { kind: 'failed'; error: unknown };

/**
 * Like back and take back from the likes lists (spec §2 likes page). The lists, their counts and
 * the tabs follow the press at once (the cached answer is edited with immer) and go back if the
 * server refuses; a like back that makes a match opens the match modal. One request per member
 * at a time; each carries the contract's idempotency key (src/api), so a retried like never
 * notifies twice.
 */
export const useLikesActions = () => {
  const queryClient = useQueryClient();
  const like = useLikeMember();
  const unlike = useUnlikeMember();
  const [outcome, setOutcome] = useState<LikesOutcome | null>(null);
  const [matchId, setMatchId] = useState<number | null>(null);
  const [pendingIds, setPendingIds] = useState<readonly number[]>([]);
  // Requests on their way: the lists are asked again only once none is, so that one answer's
  // refresh does not bring back a card another press has just taken away.
  const inFlight = useRef(0);

  const change = async (
    id: number,
    edit: (draft: LikesDraft, id: number) => void,
    send: () => Promise<{ outcome: LikesOutcome; match: boolean }>,
  ) => {
    if (pendingIds.includes(id)) return;
    setPendingIds((ids) => [...ids, id]);
    inFlight.current += 1;
    setOutcome(null);
    const key = getGetLikesQueryKey();
    // A refresh on its way would bring back the lists as they were before this press.
    await queryClient.cancelQueries({ queryKey: key });
    // Only this member's place in the lists is put back on a refusal, not the whole answer: other
    // presses may have changed the lists since.
    const before = queryClient.getQueryData<LikesOverview>(key);
    const wasLiked = before?.liked.includes(id) ?? false;
    queryClient.setQueryData<LikesOverview>(key, (old) =>
      old === undefined
        ? old
        : produce(old, (draft) => {
            edit(draft, id);
          }),
    );
    try {
      const result = await send();
      setOutcome(result.outcome);
      if (result.match) setMatchId(id);
    } catch (error) {
      queryClient.setQueryData<LikesOverview>(key, (old) =>
        old === undefined
          ? old
          : produce(old, (draft) => {
              (wasLiked ? addLike : removeLike)(draft, id);
            }),
      );
      setOutcome({ kind: 'failed', error });
    } finally {
      setPendingIds((ids) => ids.filter((other) => other !== id));
      inFlight.current -= 1;
      // Every list that shows this member's `liked` asks again; the lists themselves too.
      if (inFlight.current === 0) void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: getGetMemberQueryKey({ id }) });
      void queryClient.invalidateQueries({ queryKey: getSearchMembersQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetRelatedProfilesQueryKey() });
    }
  };

  return {
    outcome,
    matchId,
    closeMatch: () => {
      setMatchId(null);
    },
    isPending: (id: number) => pendingIds.includes(id),
    likeBack: (id: number, name: string) =>
      change(id, addLike, async () => {
        const result = await like.mutateAsync({ data: { profile_id: id } });
        return { outcome: { kind: 'liked', name }, match: result.match };
      }),
    takeBack: (id: number, name: string) =>
      change(id, removeLike, async () => {
        await unlike.mutateAsync({ data: { profile_id: id } });
        // A match modal seen before would show the ended match from the cache.
        queryClient.removeQueries({ queryKey: getGetMatchProfileQueryKey({ id }) });
        return { outcome: { kind: 'unliked', name }, match: false };
      }),
  };
};
