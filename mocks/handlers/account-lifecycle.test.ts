import { describe, expect, it } from 'vitest';
import {
  activateAccount,
  changePassword,
  checkPasswordResetToken,
  completeMailChange,
  completePasswordReset,
  deleteAccount,
  getDeletionOffers,
  getUser,
  postUser,
  reactivateAccount,
  requestMailChange,
  requestPasswordReset,
  requestReactivationMail,
  resendActivationMail,
  setInvisible,
} from '../../generated/hooks/account/account';
import type { CurrentUserResponse } from '../../generated/model';
import { isWellFormedEmailToken } from '../../src/domain/mail-links';
import { clock } from '../../src/lib/clock';
import { deletionRequests, outbox, sessions, tokens } from '../db/auth';
import { creditBundles, discountCodes } from '../db/commerce';
import { members } from '../db/members';
import { configureSite } from '../db/site-settings';
import { lastMailTo, loginAs, persona } from '../../tests/utils/simulation';

const hour = 3600;
const day = 24 * hour;

/** The token of the newest mailed link to an address. */
const mailedToken = (address: string): string => {
  const link = lastMailTo(address)?.link;
  if (link == null) throw new Error(`no link mailed to ${address}`);
  return new URL(link, 'http://localhost').searchParams.get('token') ?? '';
};

const mailCount = (address: string, kind: string) =>
  outbox.all().filter((mail) => mail.to === address && mail.kind === kind).length;

const sessionCount = (memberId: number) => sessions.all().filter((s) => s.memberId === memberId).length;

const login = (email: string, password: string) =>
  postUser({ email, password }) as Promise<CurrentUserResponse>;

/** Day limits count per UTC day, so those tests start at a known time of day. */
const freezeAt = (iso: string) => {
  clock.freeze(new Date(iso));
};

describe('activation (spec §4 account, §8 activation)', () => {
  it('makes an unconfirmed member active from the mailed link and logs them in', async () => {
    await loginAs('unconfirmed');
    await expect(resendActivationMail()).resolves.toEqual({ ok: true });
    const token = mailedToken('unconfirmed@sim.test');
    await expect(activateAccount({ token })).resolves.toMatchObject({
      user: { email: 'unconfirmed@sim.test', status: 'active' },
    });
    expect(persona('unconfirmed').status).toBe('active');
    await expect(getUser()).resolves.toMatchObject({ user: { status: 'active' } });
  });

  it('answers the member again when the link of an already active account is used', async () => {
    await loginAs('unconfirmed');
    await resendActivationMail();
    const token = mailedToken('unconfirmed@sim.test');
    await activateAccount({ token });
    await expect(activateAccount({ token })).resolves.toMatchObject({ user: { status: 'active' } });
  });

  it('refuses an unknown token and an expired link of an unconfirmed account', async () => {
    await expect(activateAccount({ token: 'activation-unknown-token-1' })).rejects.toMatchObject({
      status: 400,
      code: 'activation_failed',
    });
    await loginAs('unconfirmed');
    await resendActivationMail();
    const token = mailedToken('unconfirmed@sim.test');
    clock.advance(7 * day + 1);
    await expect(activateAccount({ token })).rejects.toMatchObject({ code: 'activation_failed' });
    expect(persona('unconfirmed').status).toBe('not_confirmed');
  });

  it('sends nothing to an active member and still answers ok', async () => {
    await loginAs('free');
    await expect(resendActivationMail()).resolves.toEqual({ ok: true });
    expect(lastMailTo('free@sim.test')).toBeUndefined();
  });

  it('needs a session to resend', async () => {
    await expect(resendActivationMail()).rejects.toMatchObject({
      status: 403,
      code: 'authentication_required',
    });
  });

  it('sends at most one mail per 5 minutes and 5 a day', async () => {
    freezeAt('2026-11-25T08:00:00Z');
    await loginAs('unconfirmed');
    await resendActivationMail();
    await expect(resendActivationMail()).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      details: { retryAfter: 300 },
    });
    for (let n = 2; n <= 5; n += 1) {
      clock.advance(5 * 60);
      await expect(resendActivationMail()).resolves.toEqual({ ok: true });
    }
    clock.advance(5 * 60);
    await expect(resendActivationMail()).rejects.toMatchObject({
      code: 'rate_limited',
      details: { retryAfter: 16 * hour - 25 * 60 },
    });
    expect(mailCount('unconfirmed@sim.test', 'activation')).toBe(5);
    clock.advance(16 * hour);
    await expect(resendActivationMail()).resolves.toEqual({ ok: true });
  });
});

describe('password reset (spec §5, §8 password reset)', () => {
  it('says when no account uses the address', async () => {
    await expect(requestPasswordReset({ email: 'nobody@sim.test' })).rejects.toMatchObject({
      status: 404,
      code: 'reset_email_not_found',
    });
  });

  it('mails a link that sets a new password once, logs in and ends other sessions', async () => {
    await loginAs('free');
    await loginAs('free');
    expect(sessionCount(1)).toBe(2);
    await requestPasswordReset({ email: 'FREE@sim.test' });
    const token = mailedToken('free@sim.test');
    await expect(checkPasswordResetToken({ token })).resolves.toEqual({
      valid: true,
      email: 'free@sim.test',
    });
    await expect(
      completePasswordReset({ token, password: 'new-secret-1', password_confirmation: 'new-secret-1' }),
    ).resolves.toMatchObject({ user: { email: 'free@sim.test' } });
    expect(sessionCount(1)).toBe(1);
    await expect(getUser()).resolves.toMatchObject({ user: { id: 1 } });
    await expect(loginAs('free')).rejects.toMatchObject({ code: 'login_failed' });
    await expect(login('free@sim.test', 'new-secret-1')).resolves.toMatchObject({ user: { id: 1 } });
    await expect(checkPasswordResetToken({ token })).rejects.toMatchObject({
      status: 410,
      code: 'reset_link_invalid',
    });
    await expect(
      completePasswordReset({ token, password: 'other-secret', password_confirmation: 'other-secret' }),
    ).rejects.toMatchObject({ status: 410, code: 'reset_link_invalid' });
  });

  it('refuses different passwords and keeps the link usable', async () => {
    await requestPasswordReset({ email: 'free@sim.test' });
    const token = mailedToken('free@sim.test');
    await expect(
      completePasswordReset({ token, password: 'new-secret-1', password_confirmation: 'new-secret-2' }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'validation',
      fields: { password_confirmation: 'passwords_differ' },
    });
    await expect(
      completePasswordReset({ token, password: 'short', password_confirmation: 'short' }),
    ).rejects.toMatchObject({ status: 400, fields: { password: 'too_short' } });
    await expect(checkPasswordResetToken({ token })).resolves.toMatchObject({ valid: true });
  });

  it('answers 400 for an unknown link and 410 once it is older than 24 hours', async () => {
    await expect(checkPasswordResetToken({ token: 'reset-unknown-token-1' })).rejects.toMatchObject({
      status: 400,
      code: 'reset_link_invalid',
    });
    await requestPasswordReset({ email: 'free@sim.test' });
    const token = mailedToken('free@sim.test');
    clock.advance(24 * hour + 1);
    await expect(checkPasswordResetToken({ token })).rejects.toMatchObject({ status: 410 });
    await expect(
      completePasswordReset({ token, password: 'new-secret-1', password_confirmation: 'new-secret-1' }),
    ).rejects.toMatchObject({ status: 410, code: 'reset_link_invalid' });
  });

  it("mails a token of the contract's form, valid 24 hours, even on an early clock", async () => {
    freezeAt('1970-01-01T00:00:01Z');
    await requestPasswordReset({ email: 'free@sim.test' });
    const token = mailedToken('free@sim.test');
    expect(isWellFormedEmailToken(token)).toBe(true);
    const record = tokens.findFirst((q) => q.where({ token }));
    expect(Date.parse(record?.expiresAt ?? '') - Date.parse(record?.createdAt ?? '')).toBe(day * 1000);
  });

  it('mails at most 3 resets per address a day, until midnight UTC', async () => {
    freezeAt('2026-11-25T18:00:00Z');
    for (let n = 0; n < 3; n += 1) await requestPasswordReset({ email: 'free@sim.test' });
    await expect(requestPasswordReset({ email: 'free@sim.test' })).rejects.toMatchObject({
      status: 429,
      code: 'reset_too_many',
      details: { retryAfter: 6 * hour },
    });
    await expect(requestPasswordReset({ email: 'premium@sim.test' })).resolves.toEqual({ ok: true });
    expect(mailCount('free@sim.test', 'reset')).toBe(3);
    clock.advance(6 * hour);
    await expect(requestPasswordReset({ email: 'free@sim.test' })).resolves.toEqual({ ok: true });
  });
});

describe('password change (spec §5)', () => {
  it('checks the old password', async () => {
    await loginAs('free');
    await expect(
      changePassword({ old_password: 'wrong-one', new_password: 'new-secret-1' }),
    ).rejects.toMatchObject({ status: 400, code: 'old_password_wrong' });
    await expect(changePassword({ old_password: 'Passw0rd!', new_password: 'short' })).rejects.toMatchObject({
      status: 400,
      code: 'validation',
      fields: { new_password: 'too_short' },
    });
  });

  it('saves the new password, keeps this session and ends the others', async () => {
    await loginAs('free');
    await loginAs('free');
    await expect(
      changePassword({ old_password: 'Passw0rd!', new_password: 'new-secret-1' }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(sessionCount(1)).toBe(1);
    await expect(getUser()).resolves.toMatchObject({ user: { id: 1 } });
    await expect(loginAs('free')).rejects.toMatchObject({ code: 'login_failed' });
    await expect(login('free@sim.test', 'new-secret-1')).resolves.toMatchObject({ user: { id: 1 } });
  });
});

describe('e-mail change (spec §5, route mail-change-do)', () => {
  const change = (new_email: string, password = 'Passw0rd!') => requestMailChange({ new_email, password });

  it('mails the new address and changes it, clearing a bounce, only when the link is used', async () => {
    await loginAs('free');
    await members.update((q) => q.where({ id: 1 }), {
      data: (m) => void (m.notificationsDisabled = ['bounce', 'fbl']),
    });
    await expect(change('free.new@example.com')).resolves.toEqual({ ok: true });
    expect(persona('free').email).toBe('free@sim.test');
    expect(lastMailTo('free.new@example.com')?.link).toMatch(/^\/mail-change\/do\?token=/);
    const token = mailedToken('free.new@example.com');
    await expect(completeMailChange({ token })).resolves.toMatchObject({
      user: { email: 'free.new@example.com', notifications_disabled: ['fbl'] },
    });
    await expect(login('free.new@example.com', 'Passw0rd!')).resolves.toMatchObject({ user: { id: 1 } });
    await expect(completeMailChange({ token })).rejects.toMatchObject({
      status: 400,
      code: 'mail_change_link_invalid',
    });
  });

  it('refuses an invalid address, a wrong password and an address that has an account', async () => {
    await loginAs('free');
    await expect(change('not-an-address')).rejects.toMatchObject({
      status: 400,
      code: 'validation',
      fields: { new_email: 'invalid_email' },
    });
    await expect(change('free.new@example.com', 'wrong-one')).rejects.toMatchObject({
      status: 400,
      code: 'password_wrong',
    });
    await expect(change('Premium@sim.test')).rejects.toMatchObject({ status: 409, code: 'email_taken' });
    expect(lastMailTo('free.new@example.com')).toBeUndefined();
  });

  it('refuses a link older than 24 hours, and an address taken meanwhile', async () => {
    await loginAs('free');
    await change('free.new@example.com');
    const expired = mailedToken('free.new@example.com');
    clock.advance(24 * hour + 1);
    await expect(completeMailChange({ token: expired })).rejects.toMatchObject({
      code: 'mail_change_link_invalid',
    });
    await change('taken.later@example.com');
    await members.update((q) => q.where({ id: 2 }), {
      data: (m) => void (m.email = 'taken.later@example.com'),
    });
    await expect(completeMailChange({ token: mailedToken('taken.later@example.com') })).rejects.toMatchObject(
      {
        status: 409,
        code: 'email_taken',
      },
    );
    expect(persona('free').email).toBe('free@sim.test');
  });

  it('allows 5 requests a day', async () => {
    freezeAt('2026-11-25T12:00:00Z');
    await loginAs('free');
    for (let n = 0; n < 5; n += 1) await change(`free.${n}@example.com`);
    await expect(change('free.6@example.com')).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      details: { retryAfter: 12 * hour },
    });
  });
});

describe('deletion offers (spec §2 account deletion, §9 reasons)', () => {
  it('lists the seven reasons and all four offers to a visible member who never bought', async () => {
    freezeAt('2026-11-25T12:00:00Z');
    await loginAs('free');
    const answer = await getDeletionOffers();
    expect(answer.reasons).toEqual([
      'price',
      'found_someone',
      'not_looking',
      'site_problems',
      'no_members',
      'time',
      'other',
    ]);
    const trial = creditBundles.findFirst((q) => q.where({ country: 'GB', credits: 20 }));
    const personalCode = discountCodes.findFirst((q) => q.where({ memberId: 1 }));
    expect(personalCode).toMatchObject({ valuePercentage: 50, validity: 'once' });
    expect(personalCode?.code).toMatch(/^STAY50[A-Z0-9]+$/);
    expect(answer.offers).toEqual([
      { kind: 'change_email' },
      { kind: 'privacy_mode' },
      { kind: 'trial_package', bundle_id: trial?.id, credits: 20, price: { amount: 8.99, currency: 'GBP' } },
      {
        kind: 'discount_code',
        code: personalCode?.code,
        percentage: 50,
        expires: '2026-12-02T12:00:00.000Z',
      },
    ]);
    await expect(getDeletionOffers()).resolves.toEqual(answer);
  });

  it('leaves out privacy mode while invisible, the trial for buyers and the code without delete_discount', async () => {
    configureSite({ delete_discount: null });
    await loginAs('premium');
    await setInvisible({ invisible: true });
    await expect(getDeletionOffers()).resolves.toMatchObject({ offers: [{ kind: 'change_email' }] });
    configureSite({ delete_discount: 30 });
    await expect(getDeletionOffers()).resolves.toMatchObject({
      offers: [{ kind: 'change_email' }, { kind: 'discount_code', percentage: 30 }],
    });
  });
});

describe('deletion and reactivation (spec §4 account, §9 14 days)', () => {
  const remove = () =>
    deleteAccount({ reason: 'found_someone', comment: 'Met someone here', password: 'Passw0rd!' });

  it('checks the password before deleting', async () => {
    await loginAs('free');
    await expect(deleteAccount({ reason: 'price', password: 'wrong-one' })).rejects.toMatchObject({
      status: 400,
      code: 'password_wrong',
    });
    await expect(
      deleteAccount({ reason: 'price', password: 'Passw0rd!', comment: 'x'.repeat(1001) }),
    ).rejects.toMatchObject({ fields: { comment: 'too_long' } });
    expect(persona('free').status).toBe('active');
  });

  it('sets the account pending deletion, hides it, ends every session and mails a 14-day link', async () => {
    freezeAt('2026-11-25T10:00:00Z');
    await loginAs('free');
    await loginAs('free');
    await expect(remove()).resolves.toEqual({
      status: 'pending_deletion',
      reactivate_until: '2026-12-09T10:00:00.000Z',
    });
    expect(persona('free')).toMatchObject({
      status: 'pending_deletion',
      deletedAt: '2026-11-25T10:00:00.000Z',
      profileStatus: 'disabled',
    });
    expect(deletionRequests.findFirst((q) => q.where({ memberId: 1 }))).toMatchObject({
      reason: 'found_someone',
      comment: 'Met someone here',
    });
    expect(sessionCount(1)).toBe(0);
    await expect(getUser()).rejects.toMatchObject({ status: 403 });
    await expect(loginAs('free')).rejects.toMatchObject({ code: 'account_pending_deletion' });
    expect(lastMailTo('free@sim.test')?.kind).toBe('reactivation');
    expect(mailedToken('free@sim.test')).not.toBe('');
  });

  it('restores the account with the link, once, and logs the member in', async () => {
    await loginAs('free');
    await remove();
    const token = mailedToken('free@sim.test');
    await expect(reactivateAccount({ token })).resolves.toMatchObject({
      user: { id: 1, status: 'active', credits: 0, profile: { status: 'active' } },
    });
    expect(persona('free')).toMatchObject({ status: 'active', deletedAt: null, profileStatus: 'active' });
    await expect(getUser()).resolves.toMatchObject({ user: { id: 1 } });
    await expect(reactivateAccount({ token })).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('restores an unconfirmed account as unconfirmed', async () => {
    await loginAs('unconfirmed');
    await remove();
    await expect(reactivateAccount({ token: mailedToken('unconfirmed@sim.test') })).resolves.toMatchObject({
      user: { status: 'not_confirmed' },
    });
  });

  it('refuses reactivation more than 14 days after the deletion', async () => {
    await loginAs('free');
    await remove();
    const token = mailedToken('free@sim.test');
    clock.advance(14 * day + 1);
    await expect(reactivateAccount({ token })).rejects.toMatchObject({
      status: 410,
      code: 'reactivation_expired',
    });
    expect(persona('free').status).toBe('pending_deletion');
  });

  it('answers 404 for an unknown link', async () => {
    await expect(reactivateAccount({ token: 'reactivation-unknown-1' })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });

  it('mails a new link for an account pending deletion, valid until 14 days after the deletion', async () => {
    await expect(requestReactivationMail({ email: 'deleted@sim.test' })).resolves.toEqual({ ok: true });
    const token = mailedToken('deleted@sim.test');
    clock.advance(11 * day - 60);
    await expect(reactivateAccount({ token })).resolves.toMatchObject({ user: { id: 5, status: 'active' } });
  });

  it('expires the link of the seeded account 14 days after its deletion 3 days ago', async () => {
    await requestReactivationMail({ email: 'deleted@sim.test' });
    clock.advance(11 * day + 60);
    await expect(reactivateAccount({ token: mailedToken('deleted@sim.test') })).rejects.toMatchObject({
      code: 'reactivation_expired',
    });
  });

  it('always answers ok, sending nothing for addresses without an account pending deletion', async () => {
    await expect(requestReactivationMail({ email: 'nobody@sim.test' })).resolves.toEqual({ ok: true });
    await expect(requestReactivationMail({ email: 'free@sim.test' })).resolves.toEqual({ ok: true });
    expect(lastMailTo('nobody@sim.test')).toBeUndefined();
    expect(lastMailTo('free@sim.test')).toBeUndefined();
  });

  it('mails at most 3 reactivation links a day, answering the same either way', async () => {
    freezeAt('2026-11-25T20:00:00Z');
    for (let n = 0; n < 3; n += 1) await requestReactivationMail({ email: 'deleted@sim.test' });
    await expect(requestReactivationMail({ email: 'deleted@sim.test' })).resolves.toEqual({ ok: true });
    expect(mailCount('deleted@sim.test', 'reactivation')).toBe(3);
  });
});

describe('invisible mode (spec §4, §6)', () => {
  it('turns on and off for free members too', async () => {
    await loginAs('free');
    await expect(setInvisible({ invisible: true })).resolves.toMatchObject({ user: { invisible: true } });
    expect(persona('free').invisible).toBe(true);
    await expect(setInvisible({ invisible: false })).resolves.toMatchObject({ user: { invisible: false } });
    expect(persona('free').invisible).toBe(false);
  });
});
