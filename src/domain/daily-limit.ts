/**
 * Daily limits (password reset and other e-mails, spec §8 "please try again tomorrow") count per
 * calendar day in UTC and lift at midnight UTC.
 */
const dayMs = 24 * 60 * 60 * 1000;

export const startOfUtcDayMs = (nowMs: number): number => Math.floor(nowMs / dayMs) * dayMs;

/** Whole seconds until the next midnight UTC, at least 1. */
export const secondsUntilUtcMidnight = (nowMs: number): number =>
  Math.max(1, Math.ceil((startOfUtcDayMs(nowMs) + dayMs - nowMs) / 1000));
