import { reactivationWindowDays } from './limits';

/**
 * Spec §4 Account, §9: a deleted account stays pending deletion and can be reactivated through
 * the e-mailed link for 14 days; after that it is erased.
 */
const dayMs = 24 * 60 * 60 * 1000;

/** The last moment the account can still be reactivated (the contract's `reactivate_until`). */
export const reactivationDeadlineMs = (deletedAt: string): number =>
  Date.parse(deletedAt) + reactivationWindowDays * dayMs;

export const reactivationDeadline = (deletedAt: string): string =>
  new Date(reactivationDeadlineMs(deletedAt)).toISOString();

export const mayReactivate = (deletedAt: string, nowMs: number): boolean =>
  nowMs <= reactivationDeadlineMs(deletedAt);
