import { emailTokenLength, isWellFormedEmailToken } from '../../../src/domain/mail-links';
import { clock } from '../../../src/lib/clock';
import { nextId } from '../../db';
import { nextCounter } from '../../db/counters';
import { outbox, tokens } from '../../db/auth';

type TokenKind = 'activation' | 'reset' | 'mail_change' | 'reactivation';

const pathByKind: Record<TokenKind, string> = {
  activation: '/activate/done',
  reset: '/reset-password/do',
  mail_change: '/mail-change/do',
  reactivation: '/account-deleted',
};

const subjectByKind: Record<TokenKind, string> = {
  activation: 'Confirm your e-mail address',
  reset: 'Reset your password',
  mail_change: 'Confirm your new e-mail address',
  reactivation: 'Reactivate your account',
};

/** The activation link works a week, a resent one too: the contract leaves it to the site. */
export const activationLinkHours = 7 * 24;

/**
 * A new token in the contract's `EmailToken` form. Readable for whoever follows the outbox; padded
 * to the minimum length, which a small member id and an early simulated clock could miss.
 */
const mintToken = (kind: TokenKind, memberId: number, nowMs: number): string => {
  const tokenCounter = nextCounter('mailToken');
  const token = `${kind}-${memberId}-${nowMs.toString(36)}-${tokenCounter}`.padEnd(emailTokenLength.min, '0');
  if (isWellFormedEmailToken(token)) return token;
  throw new Error(`A ${kind} token for member ${memberId} would not be the contract's EmailToken`);
};

/**
 * "Sends" a mail with a single-use link: stores the token and puts the mail in the outbox, where
 * tests and the cockpit read it (GET /__sim/outbox) to follow the link.
 */
export const mailLink = async (
  kind: TokenKind,
  memberId: number,
  to: string,
  validHours: number,
  newEmail: string | null = null,
): Promise<string> => {
  const now = clock.nowMs();
  const token = mintToken(kind, memberId, now);
  await tokens.create({
    token,
    kind,
    memberId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + validHours * 3600 * 1000).toISOString(),
    usedAt: null,
    newEmail,
  });
  const link = `${pathByKind[kind]}?token=${encodeURIComponent(token)}`;
  await outbox.create({
    id: nextId(outbox.all()),
    to,
    kind,
    subject: subjectByKind[kind],
    link,
    sentAt: new Date(now).toISOString(),
  });
  return token;
};
