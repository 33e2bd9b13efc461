import { clock } from '../../../src/lib/clock';
import { nextId } from '../../db';
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

let tokenCounter = 0;

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
  tokenCounter += 1;
  const now = clock.nowMs();
  const token = `${kind}-${memberId}-${now.toString(36)}-${tokenCounter}`;
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
