import { useQueryClient } from '@tanstack/react-query';
import { produce } from 'immer';
import { useEffect } from 'react';
import { getGetLikesQueryKey } from '../../../../generated/hooks/likes/likes';
import type { LikesOverview } from '../../../../generated/model';

/**
 * Spec §4 Likes: opening the profile of someone whose like is new marks it seen. The server does
 * that as it answers the profile; the app drops the like's "new" mark and the badge's count in its
 * own copy at the same moment, instead of waiting for the next refresh.
 */
export const useLikeSeen = (id: number, opened: boolean) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!opened) return;
    queryClient.setQueryData<LikesOverview>(getGetLikesQueryKey(), (old) => {
      if (old?.liked_by.some((like) => like.id === id && like.like_new) !== true) return old;
      return produce(old, (draft) => {
        for (const like of draft.liked_by) if (like.id === id) like.like_new = false;
        draft.num_new = Math.max(0, draft.num_new - 1);
      });
    });
  }, [id, opened, queryClient]);
};
