import { useQueryClient } from '@tanstack/react-query';
import { produce } from 'immer';
import { useImmer } from 'use-immer';
import {
  getGetLikesQueryKey,
  getGetSwipeCandidatesQueryKey,
  useGetSwipeCandidates,
  useSwipe,
} from '../../../generated/hooks/likes/likes';
import type { ProfileCard, SwipeAction, SwipeCandidates } from '../../../generated/model';
import { ApiError } from '../../api';

/** How many candidates one request asks for; the next batch is asked when few are left. */
export const candidatesPerRequest = 10;
const askForMoreBelow = 3;

/** What the last swipe did, for the line under the card. */
export type SwipeOutcome =
  { kind: 'liked'; name: string } | { kind: 'passed'; name: string } | { kind: 'failed'; error: unknown };

interface GameState {
  /** Cards swiped on this screen: off the stack at once, before the server has answered. */
  gone: number[];
  outcome: SwipeOutcome | null;
  /** The member a like matched, for the match modal. */
  matchId: number | null;
}

const candidatesKey = getGetSwipeCandidatesQueryKey({ limit: candidatesPerRequest });

/**
 * The swipe game's state (spec §2, §4, §9): the stack of candidates from GET swipe.php, the cards
 * swiped here (an immer draft, so a swipe leaves the stack at once), and today's likes left in the
 * cached answer, counted down with each like and set from each answer. A like the server refuses
 * (the day's likes used up, a member gone invisible) puts the card back and says why.
 */
export const useSwipeGame = () => {
  const queryClient = useQueryClient();
  const candidates = useGetSwipeCandidates({ limit: candidatesPerRequest });
  const swipe = useSwipe();
  const [state, update] = useImmer<GameState>({ gone: [], outcome: null, matchId: null });

  const stack: ProfileCard[] = (candidates.data?.candidates ?? []).filter(
    (card) => !state.gone.includes(card.id),
  );

  const editCached = (edit: (draft: SwipeCandidates) => void) => {
    queryClient.setQueryData<SwipeCandidates>(candidatesKey, (old) =>
      old === undefined ? old : produce(old, edit),
    );
  };

  const act = async (card: ProfileCard, action: SwipeAction) => {
    if (state.gone.includes(card.id)) return;
    update((draft) => {
      draft.gone.push(card.id);
      draft.outcome = null;
    });
    if (action === 'like') {
      editCached((draft) => {
        draft.likes_left_today = Math.max(0, draft.likes_left_today - 1);
      });
    }
    try {
      const result = await swipe.mutateAsync({ data: { profile_id: card.id, action } });
      // Answers may come back out of order: within a day a like's answer only ever lowers the
      // count, and a pass's (which spends no like) leaves it to the likes'. An answer from a new
      // day (its reset is another) brings that day's count.
      editCached((draft) => {
        if (result.resets_at !== draft.resets_at) draft.likes_left_today = result.likes_left_today;
        else if (action === 'like')
          draft.likes_left_today = Math.min(draft.likes_left_today, result.likes_left_today);
        draft.resets_at = result.resets_at;
      });
      update((draft) => {
        draft.outcome = { kind: action === 'like' ? 'liked' : 'passed', name: card.name };
        if (result.match) draft.matchId = card.id;
      });
      if (action === 'like') void queryClient.invalidateQueries({ queryKey: getGetLikesQueryKey() });
    } catch (error) {
      update((draft) => {
        draft.gone = draft.gone.filter((id) => id !== card.id);
        draft.outcome = { kind: 'failed', error };
      });
      if (error instanceof ApiError && error.code === 'swipe_limit') {
        editCached((draft) => {
          draft.likes_left_today = 0;
        });
      } else if (action === 'like') {
        editCached((draft) => {
          draft.likes_left_today += 1;
        });
      }
    }
    // Few cards left: the next ones are asked for while the member looks at these.
    if (stack.length - 1 < askForMoreBelow) void candidates.refetch();
  };

  return {
    candidates,
    stack,
    outcome: state.outcome,
    matchId: state.matchId,
    closeMatch: () => {
      update((draft) => {
        draft.matchId = null;
      });
    },
    like: (card: ProfileCard) => act(card, 'like'),
    pass: (card: ProfileCard) => act(card, 'pass'),
    /**
     * The day's likes are back (the countdown ended): ask the server for the new day's count and
     * candidates; yesterday's passes may come again, so the cards swiped here are forgotten.
     */
    newDay: () => {
      update((draft) => {
        draft.gone = [];
      });
      void candidates.refetch();
    },
  };
};
