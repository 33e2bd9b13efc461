import { isApiError } from '../../api';

/**
 * The server refused the link itself: `reset_link_invalid` (400 unknown, 410 used or expired), or
 * a token the contract check turned away.
 */
export const isLinkRefusal = (error: unknown): boolean =>
  isApiError(error) &&
  (error.code === 'reset_link_invalid' || error.status === 410 || error.fields.token !== undefined);
