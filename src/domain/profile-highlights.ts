/**
 * Spec §2 profile view highlights: short facts under a profile's photo header. The server picks
 * them from these facts; the app shows its own text per key.
 */
export type HighlightKey =
  | 'online_now'
  | 'recently_active'
  | 'new_member'
  | 'near_you'
  | 'shared_interests'
  | 'many_photos'
  | 'popular';

/** Active within this window but not online now. */
export const recentlyActiveHours = 24;
/** Signed up at most this many days ago. */
export const newMemberDays = 7;
/** At least this many active photos. */
export const manyPhotosCount = 5;
/** At least this many members liked the profile. */
export const popularLikesCount = 5;

export interface HighlightFacts {
  online: boolean;
  lastActiveAgoMs: number;
  signedUpAgoMs: number;
  activePhotos: number;
  likesReceived: number;
  /** Same country and region as the viewer; false for visitors. */
  nearViewer: boolean;
  /** Interests the profile shares with the viewer; 0 for visitors. */
  sharedInterests: number;
}

const hourMs = 3600 * 1000;

export const profileHighlights = (facts: HighlightFacts): HighlightKey[] => {
  const shown: [HighlightKey, boolean][] = [
    ['online_now', facts.online],
    ['recently_active', !facts.online && facts.lastActiveAgoMs <= recentlyActiveHours * hourMs],
    ['new_member', facts.signedUpAgoMs <= newMemberDays * 24 * hourMs],
    ['near_you', facts.nearViewer],
    ['shared_interests', facts.sharedInterests > 0],
    ['many_photos', facts.activePhotos >= manyPhotosCount],
    ['popular', facts.likesReceived >= popularLikesCount],
  ];
  return shown.filter(([, on]) => on).map(([key]) => key);
};
