import { signupNotificationPreferences } from '../../src/domain/notification-types';
import { clock } from '../../src/lib/clock';
import { nextId } from '../db';
import { members } from '../db/members';
import { memberByEmail } from '../handlers/account-lifecycle-rules';
import { notificationSettings } from '../db/social';
import { ensureFreshSimulation } from '../reset';
import { seededPassword } from '../seed/password';
import { personaIds, type PersonaName } from '../seed/personas';

/** The seeded personas as the cockpit offers them: who each one is, so a tester picks the right one. */
const summaries: Record<PersonaName, string> = {
  free: 'Free member: no credits, 2 free messages left, 2 conversations at most, 3 photos.',
  premium: 'Premium member with 50 credits: every photo, 25 photos, premium features.',
  new: 'Signed up an hour ago, no credits: the time bonus is running (3 h left at the seed’s start).',
  unconfirmed: 'E-mail address not confirmed yet: others cannot reply until the activation link is used.',
  deleted: 'Deleted 3 days ago, pending deletion: can be reactivated by e-mail link within 14 days.',
  blocked: 'Has blocked free@sim.test, who cannot see this profile.',
};

export interface PersonaLogin {
  email: string;
  password: string;
  name: string;
  summary: string;
}

export const personaLogins = (): PersonaLogin[] =>
  (Object.keys(personaIds) as PersonaName[]).map((name) => ({
    email: `${name}@sim.test`,
    password: seededPassword,
    name,
    summary: summaries[name],
  }));

/**
 * A brand-new member for a tester to become: the `new` persona's profile under a fresh address,
 * signed up this very moment and confirmed, so the whole 4-hour time bonus lies ahead.
 */
export const createFreshMember = async (): Promise<PersonaLogin> => {
  await ensureFreshSimulation();
  const template = members.findFirst((q) => q.where({ id: personaIds.new }));
  if (template === undefined) throw new Error('The seed has no new@sim.test to copy');
  const id = nextId(members.all());
  const now = clock.now().toISOString();
  const name = `fresh${String(id)}`;
  const email = `${name}@sim.test`;
  await members.create({
    ...template,
    id,
    email,
    name,
    signupDate: now,
    lastActiveAt: now,
    status: 'active',
  });
  await notificationSettings.create({ memberId: id, ...signupNotificationPreferences() });
  return {
    email,
    password: seededPassword,
    name,
    summary: 'Signed up just now and confirmed, no credits: the 4-hour time bonus lies ahead.',
  };
};

/** What the site keeps of a member beyond its API's answers, for scenarios that check it. */
export const memberRecord = (who: { email: string } | { id: number }) => {
  const member =
    'email' in who ? memberByEmail(who.email) : members.findFirst((q) => q.where({ id: who.id }));
  if (member === undefined) return undefined;
  return {
    id: member.id,
    email: member.email,
    status: member.status,
    niche: member.niche,
    tracking: member.tracking,
  };
};
