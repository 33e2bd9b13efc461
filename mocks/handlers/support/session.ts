import { clock } from '../../../src/lib/clock';
import { sessionCookieDays } from '../../../src/domain/limits';
import { sessions } from '../../db/auth';
import { nextCounter } from '../../db/counters';
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

/**
 * The cookie's attributes as the contract's `SessionCookie` describes them: 30 days as
 * `Max-Age` (an `Expires` date would come from the simulation's clock, which a moved clock puts
 * days away from the browser's), the whole site, sent along on top-level navigation from other
 * sites but not on their sub-requests, never readable by scripts. `Secure` is added for https
 * requests where every answer is turned into a response (pipeline.ts).
 */
const cookieAttributes = (maxAgeSeconds: number): string =>
  `Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax; HttpOnly`;

/** Starts a 30-day session and returns its Set-Cookie header. */
export const startSession = async (memberId: number): Promise<string> => {
  const now = clock.nowMs();
  const token = `sim-${memberId}-${now.toString(36)}-${nextCounter('session')}`;
  await sessions.create({
    token,
    memberId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + sessionCookieDays * dayMs).toISOString(),
  });
  return `${sessionCookieName}=${token}; ${cookieAttributes(sessionCookieDays * 24 * 60 * 60)}`;
};

export const endSessionCookie = `${sessionCookieName}=; ${cookieAttributes(0)}`;

export const endSession = (cookies: Record<string, string | undefined>): void => {
  const token = cookies[sessionCookieName];
  if (token !== undefined) sessions.delete((q) => q.where({ token }));
};
