import type { CurrentUserResponse } from '../../generated/model';
import { mayReactivate } from '../../src/domain/account-reactivation';
import { startOfUtcDayMs } from '../../src/domain/daily-limit';
import { isWellFormedEmailToken } from '../../src/domain/mail-links';
import { clock } from '../../src/lib/clock';
import { outbox, sessions, tokens } from '../db/auth';
import { members, type Member } from '../db/members';
import { apiError, ok } from './support/respond';
import { userOf } from './support/serialize';
import { startSession } from './support/session';

type TokenRecord = ReturnType<typeof tokens.all>[number];
type TokenKind = TokenRecord['kind'];
type MailKind = ReturnType<typeof outbox.all>[number]['kind'];

export const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * An account pending deletion past its 14 days is erased (spec §4, §9): for login, signup and every
 * address check it no longer exists. Its record stays only so its old reactivation link can answer
 * 410 `reactivation_expired` rather than "unknown".
 */
export const isErased = (member: Member, nowMs: number): boolean =>
  member.status === 'pending_deletion' &&
  member.deletedAt !== null &&
  !mayReactivate(member.deletedAt, nowMs);

export const memberByEmail = (email: string): Member | undefined =>
  members
    .findMany((q) => q.where({ email: (value) => value.toLowerCase() === normalEmail(email) }))
    .find((member) => !isErased(member, clock.nowMs()));

export const memberById = (id: number): Member | undefined => members.findFirst((q) => q.where({ id }));

/**
 * An e-mailed link's token with the member it belongs to; undefined when either is unknown, and
 * for a token that cannot be one the site mailed.
 */
export const emailedToken = (
  token: string,
  kind: TokenKind,
): { record: TokenRecord; member: Member } | undefined => {
  if (!isWellFormedEmailToken(token)) return undefined;
  const record = tokens.findFirst((q) => q.where({ token, kind }));
  const member = record === undefined ? undefined : memberById(record.memberId);
  return record === undefined || member === undefined ? undefined : { record, member };
};

export const isExpired = (record: TokenRecord): boolean => Date.parse(record.expiresAt) <= clock.nowMs();

/** A link that was used already or has expired. */
export const isSpent = (record: TokenRecord): boolean => record.usedAt !== null || isExpired(record);

/** Uses up every still unused token of this kind of the member, so older mailed links die too. */
export const useTokens = async (memberId: number, kind: TokenKind): Promise<void> => {
  const usedAt = clock.now().toISOString();
  await tokens.updateMany((q) => q.where({ memberId, kind, usedAt: (value) => value === null }), {
    data: (t) => void (t.usedAt = usedAt),
  });
};

export const useToken = async (token: string): Promise<void> => {
  const usedAt = clock.now().toISOString();
  await tokens.update((q) => q.where({ token }), { data: (t) => void (t.usedAt = usedAt) });
};

const sinceMidnight = (at: string) => Date.parse(at) >= startOfUtcDayMs(clock.nowMs());

/** Links of one kind issued to a member today (UTC). */
export const tokensToday = (memberId: number, kind: TokenKind): TokenRecord[] =>
  tokens.findMany((q) => q.where({ memberId, kind, createdAt: sinceMidnight }));

/** Mails of one kind sent to an address today (UTC). */
export const mailsToday = (address: string, kind: MailKind): number =>
  outbox.findMany((q) =>
    q.where({ kind, to: (to) => normalEmail(to) === normalEmail(address), sentAt: sinceMidnight }),
  ).length;

export const rateLimited = (retryAfter: number) =>
  apiError(429, 'rate_limited', 'Too many requests', { retry_after: retryAfter });

export const passwordWrong = () => apiError(400, 'password_wrong', 'Wrong password');

/** Answers the member (re-read, so the answer shows what was just saved) with a new session. */
export const loggedIn = async (found: Member) => {
  const member = memberById(found.id) ?? found;
  const cookie = await startSession(member.id);
  return ok<CurrentUserResponse>({ user: userOf(member) }, { headers: { 'Set-Cookie': cookie } });
};

export const updateMember = (id: number, change: (member: Member) => void) =>
  members.update((q) => q.where({ id }), { data: change });

export const endSessionsOf = (memberId: number, except?: string) =>
  sessions.deleteMany((q) => q.where({ memberId, token: (token) => token !== except }));
