import { memberByEmail, normalEmail } from './account-lifecycle-rules';
import type { CurrentUserResponse, LoginRequest, SignupRequest } from '../../generated/model';
import {
  freeMessagesAtSignup,
  loginAttemptsBeforeBlock,
  loginBlockMinutes,
  minimumAge,
} from '../../src/domain/limits';
import { checkInviteCode } from '../../src/domain/account-rules';
import { checkDateOfBirth, checkEmail, checkPassword, checkUsername } from '../../src/domain/signup-rules';
import { clock } from '../../src/lib/clock';
import { nextId } from '../db';
import { loginFailures } from '../db/auth';
import { members } from '../db/members';
import { notificationSettings } from '../db/social';
import { siteSettings } from '../db/site-settings';
import { signupNotificationPreferences } from '../../src/domain/notification-types';
import { hashPassword, passwordMatches } from '../seed/password';
import { handle, handleMember } from './support/operation';
import { apiError, created, ok, validationError } from './support/respond';
import { activationLinkHours, mailLink } from './support/mail';
import { userOf } from './support/serialize';
import { endSession, endSessionCookie, startSession } from './support/session';

const minuteMs = 60 * 1000;

/** Minutes the login of this address stays blocked, or 0 when it is not blocked. */
const blockedMinutes = (email: string): number => {
  const windowStart = clock.nowMs() - loginBlockMinutes * minuteMs;
  const recent = loginFailures
    .findMany((q) => q.where({ email: normalEmail(email), at: (at) => Date.parse(at) > windowStart }))
    .map((failure) => Date.parse(failure.at))
    .sort((a, b) => a - b);
  if (recent.length < loginAttemptsBeforeBlock) return 0;
  const unblocksAt = (recent[recent.length - loginAttemptsBeforeBlock] ?? 0) + loginBlockMinutes * minuteMs;
  return Math.max(1, Math.ceil((unblocksAt - clock.nowMs()) / minuteMs));
};

const loginBlocked = (minutes: number) =>
  apiError(429, 'login_blocked', `Too many incorrect attempts, account blocked for ${minutes} min`, {
    minutes,
  });

const login = async ({ email, password }: LoginRequest) => {
  const blocked = blockedMinutes(email);
  if (blocked > 0) return loginBlocked(blocked);
  const member = memberByEmail(email);
  if (member === undefined || !(await passwordMatches(password, member.passwordHash))) {
    await loginFailures.create({ email: normalEmail(email), at: clock.now().toISOString() });
    const nowBlocked = blockedMinutes(email);
    return nowBlocked > 0
      ? loginBlocked(nowBlocked)
      : apiError(401, 'login_failed', 'Login failed, please try again');
  }
  if (member.status === 'pending_deletion') {
    return apiError(409, 'account_pending_deletion', 'This account is pending deletion');
  }
  loginFailures.deleteMany((q) => q.where({ email: normalEmail(email) }));
  const cookie = await startSession(member.id);
  return ok<CurrentUserResponse>({ user: userOf(member) }, { headers: { 'Set-Cookie': cookie } });
};

const trafficSourcePresent = (request: SignupRequest) => (request.tracking?.network ?? '').trim() !== '';

const signup = async (request: SignupRequest) => {
  const settings = siteSettings();
  if (settings.signups === 'invite_only')
    return apiError(403, 'invite_only', 'Signing up is by invitation only');
  if (settings.signups === 'with_trafficsource' && !trafficSourcePresent(request)) {
    return apiError(403, 'signup_closed', 'Signing up needs a traffic source');
  }
  const now = clock.nowMs();
  const fields = Object.fromEntries(
    Object.entries({
      email: checkEmail(request.email),
      name: checkUsername(request.name, request.email),
      password: checkPassword(request.password),
      date_of_birth: checkDateOfBirth(request.date_of_birth, now),
      // An invite-only site has already refused above: no code the simulation sees was issued.
      invite_code: checkInviteCode(request.invite_code ?? '', false),
    }).filter(([, code]) => code !== undefined),
  );
  if (Object.keys(fields).length > 0) {
    return fields.date_of_birth === 'too_young'
      ? apiError(400, 'validation', 'Invalid request', { fields, min_age: minimumAge })
      : validationError(fields);
  }
  const existing = memberByEmail(request.email);
  if (existing?.status === 'pending_deletion') {
    return apiError(409, 'account_pending_deletion', 'This account is pending deletion');
  }
  if (existing !== undefined) {
    return apiError(409, 'email_taken', 'This email address already owns an account on this website');
  }
  const member = await members.create({
    id: nextId(members.all()),
    email: request.email.trim(),
    passwordHash: await hashPassword(request.password),
    status: 'not_confirmed',
    deletedAt: null,
    credits: settings.signup_credits,
    paidUser: false,
    freeMessagesLeft: freeMessagesAtSignup,
    signupDate: new Date(now).toISOString(),
    language: 'en',
    invisible: false,
    pushSubscribed: false,
    notificationsDisabled: [],
    tracking: Object.fromEntries(
      Object.entries(request.tracking ?? {}).filter(([, v]) => typeof v === 'string'),
    ),
    lastActiveAt: new Date(now).toISOString(),
    name: request.name.trim(),
    country: settings.geoip_country,
    region: null,
    city: null,
    gender: 'male',
    sexuality: 'hetero',
    dateOfBirth: request.date_of_birth.trim(),
    tattoos: null,
    hairColor: null,
    eyeColor: null,
    bodyType: null,
    relationshipStatus: null,
    interests: [],
    aboutMe: null,
    signupReason: request.signup_message.trim() === '' ? null : request.signup_message.trim(),
    fictional: false,
    profileStatus: 'active',
    niche: settings.niche,
    latitude: null,
    longitude: null,
  });
  await notificationSettings.create({
    memberId: member.id,
    ...signupNotificationPreferences(),
  });
  await mailLink('activation', member.id, member.email, activationLinkHours);
  const cookie = await startSession(member.id);
  return created<CurrentUserResponse>({ user: userOf(member) }, { headers: { 'Set-Cookie': cookie } });
};

export const accountHandlers = [
  handleMember('getUser', ({ member, reply }) => reply(200, { user: userOf(member) })),

  handle('postUser', async ({ body, query, member, reply }) => {
    if (query.push === 1) {
      if (member === undefined) return apiError(403, 'authentication_required', 'Login required');
      await members.update((q) => q.where({ id: member.id }), {
        data: (m) => void (m.pushSubscribed = true),
      });
      return reply(200, { ok: true });
    }
    if (!('email' in body)) return validationError({ email: 'required', password: 'required' });
    return login(body);
  }),

  handleMember('updateUser', async ({ body, member, reply }) => {
    const updated = await members.update((q) => q.where({ id: member.id }), {
      data: (m) => void (m.language = body.language),
    });
    return reply(200, { user: userOf(updated ?? member) });
  }),

  handle('logout', ({ cookies, reply }) => {
    endSession(cookies);
    return reply(200, { ok: true }, { headers: { 'Set-Cookie': endSessionCookie } });
  }),

  handle('signup', ({ body }) => signup(body)),

  handle('checkEmailAvailable', ({ query, reply }) =>
    reply(200, { available: memberByEmail(query.email) === undefined }),
  ),

  handle('trackSignupProgress', ({ reply }) => reply(200, { ok: true })),
];
