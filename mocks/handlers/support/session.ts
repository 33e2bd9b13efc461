import { clock } from '../../../src/lib/clock';
import { sessionCookieDays } from '../../../src/domain/limits';
import { sessions } from '../../db/auth';
import { members, type Member } from '../../db/members';

export const sessionCookieName = 'PHPSESSID';
const dayMs = 24 * 60 * 60 * 1000;

/** The member whose session cookie came with the request, if it is valid and not expired. */
export const sessionMember = (cookies: Record<string, string | undefined>): Member | undefined => {
  const token = cookies[sessionCookieName];
  if (token === undefined || token === '') return undefined;
  const session = sessions.findFirst((q) => q.where({ token }));
  if (session === undefined || Date.parse(session.expiresAt) <= clock.nowMs()) return undefined;
  const member = members.findFirst((q) => q.where({ id: session.memberId }));
  return member?.status === 'pending_deletion' ? undefined : member;
};

let sessionCounter = 0;

/** Starts a 30-day session and returns its Set-Cookie header (path /, SameSite=Lax). */
export const startSession = async (memberId: number): Promise<string> => {
  sessionCounter += 1;
  const token = `sim-${memberId}-${clock.nowMs().toString(36)}-${sessionCounter}`;
  const now = clock.nowMs();
  await sessions.create({
    token,
    memberId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + sessionCookieDays * dayMs).toISOString(),
  });
  return `${sessionCookieName}=${token}; Max-Age=${sessionCookieDays * 24 * 60 * 60}; Path=/; SameSite=Lax`;
};

export const endSessionCookie = `${sessionCookieName}=; Max-Age=0; Path=/; SameSite=Lax`;

export const endSession = (cookies: Record<string, string | undefined>): void => {
  const token = cookies[sessionCookieName];
  if (token !== undefined) sessions.delete((q) => q.where({ token }));
};
