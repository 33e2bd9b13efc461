import { useImmer } from 'use-immer';
import type { LanderProfile } from './lander-view';

/** Likes that end the game: enough to promise matches, few enough to reach the signup soon. */
export const likesToMatch = 3;

export type SwipeKind = 'like' | 'pass';

interface Decision {
  id: number;
  kind: SwipeKind;
}

/** The card on its way off the stack: drawn over the next one until its animation ends. */
export interface LeavingCard {
  profile: LanderProfile;
  kind: SwipeKind;
  /** Where a drag let go of it (px), so it flies on from there rather than jumping back. */
  fromX: number;
  /** A new animation for every swipe, even of the same kind in a row. */
  serial: number;
}

interface DeckState {
  decisions: Decision[];
  leaving: LeavingCard | null;
}

/**
 * The lander's swipe stack: the campaign's profiles in order, each like or pass taking the top one
 * off at once (an immer draft, SLICE.md); nothing goes to the server, since a visitor has no
 * account to like with. The game ends after `likesToMatch` likes or with the last card.
 */
export const useSwipeDeck = (profiles: readonly LanderProfile[]) => {
  const [state, update] = useImmer<DeckState>({ decisions: [], leaving: null });
  const position = state.decisions.length;
  const likedIds = state.decisions
    .filter((decision) => decision.kind === 'like')
    .map((decision) => decision.id);
  const liked = profiles.filter((profile) => likedIds.includes(profile.id));
  const top = profiles[position];
  const ended = liked.length >= likesToMatch || top === undefined;
  const last = state.decisions.at(-1);
  const lastProfile = profiles.find((profile) => profile.id === last?.id);

  const swipe = (kind: SwipeKind, fromX = 0) => {
    if (ended) return;
    update((draft) => {
      draft.decisions.push({ id: top.id, kind });
      draft.leaving = { profile: top, kind, fromX, serial: (draft.leaving?.serial ?? 0) + 1 };
    });
  };

  return {
    /** The top card and the two under it; undefined where the stack has run out. */
    cards: [top, profiles[position + 1], profiles[position + 2]] as const,
    leaving: state.leaving,
    liked,
    ended,
    /** The last swipe, for the polite announcement. */
    last:
      last === undefined || lastProfile === undefined
        ? undefined
        : { kind: last.kind, name: lastProfile.name },
    /** Whether any swipe happened here (the end card then takes the focus the buttons had). */
    played: position > 0,
    like: (fromX?: number) => {
      swipe('like', fromX);
    },
    pass: (fromX?: number) => {
      swipe('pass', fromX);
    },
    landed: () => {
      update((draft) => {
        draft.leaving = null;
      });
    },
  };
};
