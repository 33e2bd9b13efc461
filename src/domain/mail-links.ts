/**
 * The links the site e-mails (activation, password reset, e-mail change, reactivation) carry a
 * single-use token. The contract's `EmailToken`: 16–128 letters, digits, `_` or `-`.
 */
export const emailTokenLength = { min: 16, max: 128 } as const;

const emailTokenPattern = new RegExp(`^[A-Za-z0-9_-]{${emailTokenLength.min},${emailTokenLength.max}}$`);

/**
 * Whether a link's token can be one the server issued. One that cannot (cut off, pasted with
 * extra text, tampered with) is refused without asking: the server would only call it invalid.
 */
export const isWellFormedEmailToken = (token: string | null | undefined): token is string =>
  typeof token === 'string' && emailTokenPattern.test(token);

/**
 * Contract (requestPasswordReset, checkPasswordResetToken, requestMailChange): a password reset
 * link and an e-mail change confirmation link each work 24 hours after they were sent. The
 * reactivation link lasts as long as the reactivation window (account-reactivation).
 */
export const linkValidHours = { reset: 24, mail_change: 24 } as const;

export const resetLinkValidHours = linkValidHours.reset;
