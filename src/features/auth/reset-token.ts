import { isApiError } from '../../api';

/**
 * The contract's `EmailToken` (16–128 letters, digits, `_` or `-`). A link whose token cannot be
 * one is refused at once: asking the server would only answer 400 `reset_link_invalid`.
 */
const tokenPattern = /^[A-Za-z0-9_-]{16,128}$/;

export const isWellFormedToken = (token: string | null): token is string =>
  token !== null && tokenPattern.test(token);

/** Contract: a password reset link is valid 24 hours (told to the member when it is sent). */
export const resetLinkValidHours = 24;

/**
 * The server refused the link itself: `reset_link_invalid` (400 unknown, 410 used or expired), or
 * a token the contract check turned away.
 */
export const isLinkRefusal = (error: unknown): boolean =>
  isApiError(error) &&
  (error.code === 'reset_link_invalid' || error.status === 410 || error.fields.token !== undefined);
