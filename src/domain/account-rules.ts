import { contractLength } from './text-length';

/** The contract's limit on the deletion comment (`AccountDeletionRequest.comment`). */
export const deletionCommentMaxLength = 1000;

/** The comment is optional; one longer than the contract allows is refused, never cut. */
export const checkDeletionComment = (comment: string): 'too_long' | undefined =>
  contractLength(comment) > deletionCommentMaxLength ? 'too_long' : undefined;

/** The contract's `SignupRequest.invite_code`: 4–64 letters, digits, `_` or `-`. */
export const inviteCodeLength = { min: 4, max: 64 } as const;

const inviteCodeCharacters = /^[A-Za-z0-9_-]+$/;

export type InviteCodeError = 'required' | 'too_short' | 'too_long' | 'invalid';

/**
 * The invite code as it is sent (without surrounding spaces). An empty one is only wrong where
 * the site's signups are invite-only; whether a well-formed code was really issued is the
 * server's to say (403 `invite_only`).
 */
export const checkInviteCode = (code: string, required: boolean): InviteCodeError | undefined => {
  const value = code.trim();
  if (value === '') return required ? 'required' : undefined;
  const length = contractLength(value);
  if (length < inviteCodeLength.min) return 'too_short';
  if (length > inviteCodeLength.max) return 'too_long';
  return inviteCodeCharacters.test(value) ? undefined : 'invalid';
};
