/** Business constants of spec §9 (and §1, §4, §6), shared by the app and the simulated backend. */
export const photoLimit = { free: 3, premium: 25 } as const;
export const freeConversationLimit = 2;
export const swipeLikesPerDay = 4;
export const reactivationWindowDays = 14;
export const sessionCookieDays = 30;
export const minimumAge = 18;
/** Badges show "99+" from 100. */
export const badgeCap = 99;
/** The credits badge shows at this balance or lower (warning above 0, danger at 0). */
export const lowCreditsThreshold = 10;
/** Spec §9: the match modal's animation lasts 0.75 to 1.5 s; the app's takes this long. */
export const matchAnimationMs = 1_000;
export const matchAnimationRangeMs = { min: 750, max: 1_500 } as const;
/** Premium members have a 46 % higher match chance (marketing claim). */
export const premiumMatchChancePercent = 46;

/** Spec §4 Login: wrong passwords before the login is blocked, and for how long. */
export const loginAttemptsBeforeBlock = 5;
export const loginBlockMinutes = 15;
/** A member counts as online while active in the last 15 minutes. */
export const onlineWindowMinutes = 15;
/** Free messages a new free member may send before credits are needed. */
export const freeMessagesAtSignup = 3;

/**
 * Spec §7 and §9 Refresh: user, chats and likes are fetched again every 60 s, or every 300 s
 * while push is subscribed (pushed messages bring news sooner), the first time 5 s after load.
 */
export const firstRefreshDelayMs = 5_000;
export const refreshIntervalMs = 60_000;
export const refreshIntervalPushMs = 300_000;
/**
 * An open, visible conversation asks for its newest messages (with the typing flag and read
 * marks) this often (decision 020): a typing signal lives about 5 s on the server, so a slower
 * poll would miss it; hidden pages do not ask.
 */
export const conversationPollMs = 4_000;

/**
 * Spec §9 Progress bar: navigations faster than the throttle never show it; while loading it
 * creeps forward over the duration; when done it stays full for the hide delay, then goes.
 */
export const progressThrottleMs = 200;
export const progressDurationMs = 5_000;
export const progressHideDelayMs = 500;
