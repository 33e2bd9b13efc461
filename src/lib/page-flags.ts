import { readString, removeKey, sessionStore, writeString } from './storage';
import { createValueStore } from './value-store';

/**
 * Flags a link sets for the rest of the browser session (spec §7 Page query). They live in
 * sessionStorage, so a new tab or a new visit starts without them.
 */
const bounceLoggingKey = 'bounce-logging';
const signupCompleteKey = 'api-signup-complete';
const likeModalDelayKey = 'like-modal-delay';
const on = '1';

/**
 * Counts the writes, for screens that read a flag to render again when one changes: the page
 * query stores a load's flags in the root layout's effect, after the screens and the member
 * chrome of that first render have read them (React runs a child's effects before its parent's).
 */
export const pageFlagChanges = createValueStore(0);

const changed = () => {
  pageFlagChanges.set(pageFlagChanges.get() + 1);
};
/** An hour is the longest a link may hold the like modal back. */
const maxLikeModalDelaySeconds = 3600;

/** `lb` in a link: the page-hidden beacon is sent for visitors too (page-bounce logging). */
export const bounceLoggingOn = (): boolean => readString(sessionStore(), bounceLoggingKey) === on;

export const enableBounceLogging = (): void => {
  writeString(sessionStore(), bounceLoggingKey, on);
  changed();
};

/**
 * `api_signup_complete` in a link: the activation reminder is a modal (on a smartphone; the
 * caller decides that), otherwise an alert.
 */
export const signupCompleteReminderAsModal = (): boolean =>
  readString(sessionStore(), signupCompleteKey) === on;

export const markSignupCompleteQuery = (): void => {
  writeString(sessionStore(), signupCompleteKey, on);
  changed();
};

const isLikeModalDelay = (seconds: number): boolean =>
  Number.isFinite(seconds) && seconds >= 0 && seconds <= maxLikeModalDelaySeconds;

/** `t` in a link: the like modal appears this many seconds after load (spec §9). */
export const likeModalDelaySeconds = (): number | undefined => {
  const text = readString(sessionStore(), likeModalDelayKey);
  if (text === undefined || text.trim() === '') return undefined;
  const seconds = Number(text);
  return isLikeModalDelay(seconds) ? seconds : undefined;
};

/** Stores the delay when it is a number of seconds from 0 to 3600; anything else is ignored. */
export const setLikeModalDelay = (seconds: number): void => {
  if (!isLikeModalDelay(seconds)) return;
  writeString(sessionStore(), likeModalDelayKey, String(seconds));
  changed();
};

/** The like modal was shown: the link's delay is used up. */
export const clearLikeModalDelay = (): void => {
  removeKey(sessionStore(), likeModalDelayKey);
  changed();
};

/** A member's link flags end with their session: the next member in this tab starts without them. */
export const clearMemberPageFlags = (): void => {
  removeKey(sessionStore(), signupCompleteKey);
  removeKey(sessionStore(), likeModalDelayKey);
  changed();
};
