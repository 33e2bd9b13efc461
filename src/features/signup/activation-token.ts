/** The contract's EmailToken: 16–128 letters, digits, `_` or `-`. */
const tokenPattern = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The token of an activation link, or undefined when the link carries none or one the server
 * could never accept (cut off, pasted with extra text, tampered with): such a link fails at once,
 * without a call.
 */
export const activationTokenOf = (search: URLSearchParams): string | undefined => {
  const token = search.get('token');
  return token !== null && tokenPattern.test(token) ? token : undefined;
};
