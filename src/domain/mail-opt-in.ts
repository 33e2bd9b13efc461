/**
 * Spec §4 Notifications disabled by reason: why no e-mail is sent to a member whatever their
 * preferences say, and which of those reasons the member can clear themselves.
 */
export type MailDisabledReason = 'fbl' | 'bounce' | 'listunsubscribe';

/**
 * Saving preferences with at least one e-mail type on is an explicit opt-in: it clears the
 * member's own "spam" and "unsubscribe" signals. A bounce stays, since mail to the address still
 * cannot be delivered.
 */
export const reasonsAfterSavingPreferences = (
  reasons: readonly MailDisabledReason[],
  anyEmailWanted: boolean,
): MailDisabledReason[] => (anyEmailWanted ? reasons.filter((reason) => reason === 'bounce') : [...reasons]);

/** A newly confirmed address accepts mail again, so only its bounce reason goes. */
export const reasonsAfterAddressConfirmed = (reasons: readonly MailDisabledReason[]): MailDisabledReason[] =>
  reasons.filter((reason) => reason !== 'bounce');
