import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getUser, logout, postUser, signup, updateUser } from '../../generated/hooks/account/account';
import type { SignupRequest } from '../../generated/model';
import { clock } from '../../src/lib/clock';
import { configureSite } from '../db/site-settings';
import { handlers } from '.';
import { lastMailTo, loginAs, persona } from '../../tests/utils/simulation';

const wrongLogin = (email = 'free@sim.test') =>
  postUser({ email, password: 'wrong-password' }).catch((e: unknown) => e);

const newMember = (changes: Partial<SignupRequest> = {}): SignupRequest => ({
  email: 'lena@example.com',
  name: 'Lena',
  password: 'Passw0rd!',
  date_of_birth: '1995-04-12',
  signup_message: 'Hi!',
  ...changes,
});

describe('login (spec §4, §8)', () => {
  it('logs a seeded member in with a 30-day session cookie and answers the user', async () => {
    const request = new Request('http://localhost/api/user.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'free@sim.test', password: 'Passw0rd!' }),
    });
    const response = await getResponse(handlers, request);
    expect(response?.status).toBe(200);
    expect(response?.headers.get('set-cookie')).toMatch(
      /^PHPSESSID=[^;]+; Max-Age=2592000; Path=\/; SameSite=Lax/,
    );
    expect(await response?.json()).toMatchObject({
      user: { email: 'free@sim.test', paid_user: false, credits: 0 },
    });
  });

  it('keeps the session for the calls that follow, until logout', async () => {
    await loginAs('premium');
    await expect(getUser()).resolves.toMatchObject({
      user: { email: 'premium@sim.test', credits: 50, paid_user: true },
    });
    await logout();
    await expect(getUser()).rejects.toMatchObject({ status: 403, code: 'authentication_required' });
  });

  it('refuses a wrong password with login_failed, and an unknown address the same way', async () => {
    await expect(wrongLogin()).resolves.toMatchObject({ status: 401, code: 'login_failed' });
    await expect(wrongLogin('nobody@sim.test')).resolves.toMatchObject({ status: 401, code: 'login_failed' });
  });

  it('blocks the login for 15 minutes after 5 wrong passwords, even with the right one', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await expect(wrongLogin()).resolves.toMatchObject({ code: 'login_failed' });
    }
    await expect(wrongLogin()).resolves.toMatchObject({
      status: 429,
      code: 'login_blocked',
      details: { minutes: 15 },
    });
    await expect(loginAs('free')).rejects.toMatchObject({ code: 'login_blocked' });
    clock.advance(10 * 60);
    await expect(loginAs('free')).rejects.toMatchObject({ code: 'login_blocked', details: { minutes: 5 } });
    clock.advance(5 * 60 + 1);
    await expect(loginAs('free')).resolves.toMatchObject({ user: { email: 'free@sim.test' } });
  });

  it('answers account_pending_deletion only after the right password', async () => {
    await expect(postUser({ email: 'deleted@sim.test', password: 'nope-nope' })).rejects.toMatchObject({
      code: 'login_failed',
    });
    await expect(loginAs('deleted')).rejects.toMatchObject({ status: 409, code: 'account_pending_deletion' });
  });

  it('lets a member with an unconfirmed address log in, showing the status', async () => {
    await expect(loginAs('unconfirmed')).resolves.toMatchObject({ user: { status: 'not_confirmed' } });
  });

  it('saves the interface language of a logged-in member', async () => {
    await loginAs('free');
    await expect(updateUser({ language: 'nl' })).resolves.toMatchObject({ user: { language: 'nl' } });
    expect(persona('free').language).toBe('nl');
  });
});

describe('signup (spec §1, §5, §6)', () => {
  it('creates an unconfirmed member, logs them in and mails the activation link', async () => {
    const { user } = await signup(newMember({ tracking: { network: 'adnet', sub1: 'spring' } }));
    expect(user).toMatchObject({
      email: 'lena@example.com',
      status: 'not_confirmed',
      paid_user: false,
      profile: { name: 'Lena' },
    });
    await expect(getUser()).resolves.toMatchObject({ user: { email: 'lena@example.com' } });
    const mail = lastMailTo('lena@example.com');
    expect(mail?.kind).toBe('activation');
    expect(mail?.link).toMatch(/^\/activate\/done\?token=/);
  });

  it.each([
    [{ email: 'not-an-address' }, { email: 'invalid_email' }],
    [{ name: 'lena@example.com' }, { name: 'username_equals_email' }],
    [{ name: '@lena' }, { name: 'username_starts_with_at' }],
    [{ date_of_birth: '1995-02-30' }, { date_of_birth: 'invalid_date' }],
  ] as const)('refuses %o with the field code %o', async (change, fields) => {
    await expect(signup(newMember(change))).rejects.toMatchObject({
      status: 400,
      code: 'validation',
      fields,
    });
  });

  it('refuses members under 18 and says the minimum age', async () => {
    const today = clock.now();
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    await expect(signup(newMember({ date_of_birth: seventeen }))).rejects.toMatchObject({
      code: 'validation',
      fields: { date_of_birth: 'too_young' },
      details: { minAge: 18 },
    });
  });

  it('says an address already owns an account, whatever the password', async () => {
    await expect(signup(newMember({ email: 'free@sim.test', password: 'Something1' }))).rejects.toMatchObject(
      {
        status: 409,
        code: 'email_taken',
      },
    );
  });

  it('offers reactivation for an address pending deletion', async () => {
    await expect(signup(newMember({ email: 'deleted@sim.test' }))).rejects.toMatchObject({
      code: 'account_pending_deletion',
    });
  });

  it('refuses every signup on an invite-only site', async () => {
    configureSite({ signups: 'invite_only' });
    await expect(signup(newMember())).rejects.toMatchObject({ status: 403, code: 'invite_only' });
  });

  it('refuses an invite code that is not 4–64 letters, digits, _ or -', async () => {
    await expect(signup(newMember({ invite_code: 'abc' }))).rejects.toMatchObject({
      status: 400,
      fields: { invite_code: 'too_short' },
    });
    await expect(signup(newMember({ invite_code: 'x'.repeat(65) }))).rejects.toMatchObject({
      fields: { invite_code: 'too_long' },
    });
    await expect(signup(newMember({ invite_code: 'not valid' }))).rejects.toMatchObject({
      fields: { invite_code: 'invalid' },
    });
    expect(lastMailTo('lena@example.com')).toBeUndefined();
  });

  it('needs a traffic source when signups are limited to them', async () => {
    configureSite({ signups: 'with_trafficsource' });
    await expect(signup(newMember())).rejects.toMatchObject({ status: 403, code: 'signup_closed' });
    await expect(signup(newMember({ tracking: { network: 'adnet' } }))).resolves.toMatchObject({
      user: { email: 'lena@example.com' },
    });
  });
});
