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
/** Premium members have a 46 % higher match chance (marketing claim). */
export const premiumMatchChancePercent = 46;

/** Spec §4 Login: wrong passwords before the login is blocked, and for how long. */
export const loginAttemptsBeforeBlock = 5;
export const loginBlockMinutes = 15;
/** A member counts as online while active in the last 15 minutes. */
export const onlineWindowMinutes = 15;
/** Free messages a new free member may send before credits are needed. */
export const freeMessagesAtSignup = 3;
