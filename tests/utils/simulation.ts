import { logout, postUser } from '../../generated/hooks/account/account';
import type { CurrentUserResponse } from '../../generated/model';
import { outbox } from '../../mocks/db/auth';
import { members, type Member } from '../../mocks/db/members';
import { personaIds, type PersonaName } from '../../mocks/seed/personas';
import { seededPassword } from '../../mocks/seed/password';

/** Logs in as one of the seeded accounts through the real login call (session cookie and all). */
export const loginAs = async (persona: PersonaName): Promise<CurrentUserResponse> =>
  (await postUser({ email: `${persona}@sim.test`, password: seededPassword })) as CurrentUserResponse;

export const logoutNow = () => logout();

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
