import { isApiError } from '../../api';
import { isWellFormedEmailToken, resetLinkValidHours } from '../../domain/mail-links';

/**
 * The reset page's names for the domain's link rules: a token that cannot be one is refused at
 * once (asking the server would only answer 400 `reset_link_invalid`), and the link's 24 hours
 * are told to the member when it is sent.
 */
export const isWellFormedToken = isWellFormedEmailToken;
export { resetLinkValidHours };

/**
 * The server refused the link itself: `reset_link_invalid` (400 unknown, 410 used or expired), or
 * a token the contract check turned away.
 */
export const isLinkRefusal = (error: unknown): boolean =>
  isApiError(error) &&
  (error.code === 'reset_link_invalid' || error.status === 410 || error.fields.token !== undefined);
