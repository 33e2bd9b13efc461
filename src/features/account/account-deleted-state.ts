/** What the deletion hands to /account-deleted in the history entry (not in the address). */
export interface AccountDeletedState {
  reactivateUntil: string;
}

/** The state of a history entry, when it is one the deletion left (a reload or a link has none). */
export const readAccountDeletedState = (state: unknown): AccountDeletedState | undefined => {
  if (typeof state !== 'object' || state === null || !('reactivateUntil' in state)) return undefined;
  const { reactivateUntil } = state;
  return typeof reactivateUntil === 'string' && !Number.isNaN(Date.parse(reactivateUntil))
    ? { reactivateUntil }
    : undefined;
};
