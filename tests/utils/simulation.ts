import { logout, resendActivationMail } from '../../generated/hooks/account/account';
import type { CurrentUserResponse } from '../../generated/model';
import { outbox } from '../../mocks/db/auth';
import { members, type Member } from '../../mocks/db/members';
import { personaIds, type PersonaName } from '../../mocks/seed/personas';
import { seededPassword } from '../../mocks/seed/password';
import { createApiClient } from '../../scenarios/api-client';
import { toApiError } from '../../src/api/api-error';

/**
 * The typed client (scenarios/api-client.ts) on jsdom's origin: msw/node answers it with the same
 * cookie store the rendered app uses, so a session set here is the app's session.
 */
export const simulationClient = () => createApiClient({ baseUrl: location.origin });

/** Logs in as one of the seeded accounts through the real login call (session cookie and all). */
export const loginAs = async (persona: PersonaName): Promise<CurrentUserResponse> => {
  const { data, error, response } = await simulationClient().POST('/api/user.php', {
    body: { email: `${persona}@sim.test`, password: seededPassword },
  });
  // Refused as the app would see it: an ApiError with the contract's code (tests assert on it).
  if (data === undefined || !('user' in data)) throw toApiError(response.status, error);
  return data;
};

export const logoutNow = async (): Promise<void> => {
  const { response } = await simulationClient().GET('/api/logout.php');
  if (!response.ok) throw new Error(`logout failed: ${String(response.status)}`);
};

export const persona = (name: PersonaName): Member => {
  const member = members.findFirst((q) => q.where({ id: personaIds[name] }));
  if (member === undefined) throw new Error(`persona ${name} is not seeded`);
  return member;
};

/** The newest mail sent to an address, as the simulated outbox holds it. */
export const lastMailTo = (address: string) =>
  outbox
    .all()
    .filter((mail) => mail.to === address)
    .at(-1);

/**
 * A raw POST with an Idempotency-Key, past the app's policy: tests of the simulation's idempotency
 * need to see what the server did with each arrival, which the policy's retries would hide.
 */
export const postWithKey = (path: string, key: string, body: object) =>
  fetch(`${location.origin}${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });

/** The link of a fresh activation mail, opened later without the session that asked for it. */
export const activationLink = async (): Promise<string> => {
  await loginAs('unconfirmed');
  await resendActivationMail();
  await logout();
  const link = lastMailTo('unconfirmed@sim.test')?.link;
  if (link == null) throw new Error('no activation mail was sent');
  return link;
};
