import { contractLength } from '../../domain/text-length';

// The rule is the domain's (the simulated backend applies the same); the form keeps its names.
export { checkDeletionComment, deletionCommentMaxLength } from '../../domain/account-rules';

/** The count the form shows, as the rule counts it. */
export const commentLength = contractLength;
