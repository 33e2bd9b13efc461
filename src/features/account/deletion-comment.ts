import type { AccountFieldCode } from './account-field-checks';

/**
 * The contract's limit on the deletion comment (`AccountDeletionRequest.comment`, maxLength 1000).
 * JSON Schema counts code points, so an emoji counts as the server counts it.
 */
export const deletionCommentMaxLength = 1000;

export const commentLength = (comment: string): number => Array.from(comment).length;

export const checkDeletionComment = (comment: string): AccountFieldCode | undefined =>
  commentLength(comment) > deletionCommentMaxLength ? 'too_long' : undefined;
