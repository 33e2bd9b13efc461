import { swipeLikesPerDay } from './limits';

/**
 * Spec §4, §9 swipe game: 4 likes a day, then a wait until the next day. A swipe day is a
 * calendar day in UTC, the time the simulation and the site's API speak.
 */
const dayMs = 24 * 60 * 60 * 1000;

/** The swipe day an instant belongs to, as its UTC date ("2026-11-25"). */
export const swipeDayOf = (nowMs: number): string => new Date(nowMs).toISOString().slice(0, 10);

/** The next midnight after `nowMs`, when the day's likes return; a day later at midnight itself. */
export const swipeResetAtMs = (nowMs: number): number => (Math.floor(nowMs / dayMs) + 1) * dayMs;

export interface SwipeAllowance {
  likesLeft: number;
  /** ISO date-time of the next reset. */
  resetsAt: string;
  /** Whole seconds until the reset (at least 1), what a refused like tells the app to wait. */
  secondsToReset: number;
}

/** Likes left today and the next reset, after `likesUsedToday` swipe likes on the day of `nowMs`. */
export const swipeAllowance = (likesUsedToday: number, nowMs: number): SwipeAllowance => {
  const resetMs = swipeResetAtMs(nowMs);
  return {
    likesLeft: Math.max(0, swipeLikesPerDay - likesUsedToday),
    resetsAt: new Date(resetMs).toISOString(),
    secondsToReset: Math.ceil((resetMs - nowMs) / 1000),
  };
};
