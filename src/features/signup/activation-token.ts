import { isWellFormedEmailToken } from '../../domain/mail-links';

/**
 * The token of an activation link, or undefined when the link carries none or one the server
 * could never accept (cut off, pasted with extra text, tampered with): such a link fails at once,
 * without a call.
 */
export const activationTokenOf = (search: URLSearchParams): string | undefined => {
  const token = search.get('token');
  return isWellFormedEmailToken(token) ? token : undefined;
};
