/**
 * Spec §4, §9: the time bonus — 25 % off with the fixed code TIMEBONUS25 — shows to a logged-in,
 * unpaid member during the first 4 hours (14,400 s) after signup.
 */
export const timeBonusCode = 'TIMEBONUS25';
export const timeBonusPercent = 25;
export const timeBonusSeconds = 14_400;
/** The welcome discount on the first purchase. */
export const welcomeDiscountPercent = 25;

export interface TimeBonusMember {
  paid_user: boolean;
  signup_date: string;
}

/** Seconds left of the bonus at `nowMs`; 0 when it is over or does not apply. */
export const timeBonusSecondsLeft = (member: TimeBonusMember, nowMs: number): number => {
  if (member.paid_user) return 0;
  const elapsed = Math.floor((nowMs - Date.parse(member.signup_date)) / 1000);
  return Math.max(0, timeBonusSeconds - Math.max(0, elapsed));
};

export const isTimeBonusActive = (member: TimeBonusMember, nowMs: number): boolean =>
  timeBonusSecondsLeft(member, nowMs) > 0;

/** "03:59:07": hours, minutes and seconds, each padded to two digits. */
export const formatCountdown = (seconds: number): string => {
  const parts = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
};

/** The welcome code is offered during the first week after signup ("time limited", spec §1). */
export const welcomeCode = 'WELCOME25';
export const welcomeCodeDays = 7;
