import { secondsUntilUtcMidnight } from '../../src/domain/daily-limit';
import { linkValidHours } from '../../src/domain/mail-links';
import { reasonsAfterAddressConfirmed } from '../../src/domain/mail-opt-in';
import { checkEmail } from '../../src/domain/signup-rules';
import { clock } from '../../src/lib/clock';
import { hashPassword, passwordMatches } from '../seed/password';
import { deletionHandlers } from './account-lifecycle-deletion';
import {
  emailedToken,
  endSessionsOf,
  isSpent,
  loggedIn,
  mailsToday,
  memberByEmail,
  passwordWrong,
  rateLimited,
  tokensToday,
  updateMember,
  useToken,
} from './account-lifecycle-rules';
import { handle, handleMember } from './support/operation';
import { activationLinkHours, mailLink } from './support/mail';
import { apiError } from './support/respond';
import { sessionCookieName } from './support/session';

const activationMailGapSeconds = 5 * 60;
const activationMailsPerDay = 5;
const resetMailsPerDay = 3;
const mailChangesPerDay = 5;

const resetLinkInvalid = (status: 400 | 410) =>
  apiError(status, 'reset_link_invalid', 'Link expired or invalid, request a new email');

const mailChangeLinkInvalid = () => apiError(400, 'mail_change_link_invalid', 'Link expired or invalid');

const activationHandlers = [
  /** Spec §4: confirming the address lets others reply; an already active account just logs in. */
  handle('activateAccount', async ({ body: { token } }) => {
    const found = emailedToken(token, 'activation');
    const failed = apiError(400, 'activation_failed', 'Activation failed');
    if (found === undefined || found.member.status === 'pending_deletion') return failed;
    if (found.member.status === 'not_confirmed') {
      if (isSpent(found.record)) return failed;
      await updateMember(found.member.id, (m) => void (m.status = 'active'));
      await useToken(token);
    }
    return loggedIn(found.member);
  }),

  handleMember('resendActivationMail', async ({ member, reply }) => {
    if (member.status !== 'not_confirmed') return reply(200, { ok: true });
    const now = clock.nowMs();
    const today = tokensToday(member.id, 'activation');
    if (today.length >= activationMailsPerDay) return rateLimited(secondsUntilUtcMidnight(now));
    const latest = Math.max(0, ...today.map((t) => Date.parse(t.createdAt)));
    const wait = Math.ceil((latest + activationMailGapSeconds * 1000 - now) / 1000);
    if (wait > 0) return rateLimited(wait);
    await mailLink('activation', member.id, member.email, activationLinkHours);
    return reply(200, { ok: true });
  }),
];

const passwordHandlers = [
  handle('requestPasswordReset', async ({ body, reply }) => {
    const member = memberByEmail(body.email);
    if (member === undefined) return apiError(404, 'reset_email_not_found', 'E-mail address not found');
    if (mailsToday(member.email, 'reset') >= resetMailsPerDay) {
      return apiError(
        429,
        'reset_too_many',
        'Too many password reset emails sent, please try again tomorrow',
        { retry_after: secondsUntilUtcMidnight(clock.nowMs()) },
      );
    }
    await mailLink('reset', member.id, member.email, linkValidHours.reset);
    return reply(200, { ok: true });
  }),

  handle('checkPasswordResetToken', ({ query, reply }) => {
    const found = emailedToken(query.token, 'reset');
    if (found === undefined) return resetLinkInvalid(400);
    if (isSpent(found.record)) return resetLinkInvalid(410);
    return reply(200, { valid: true, email: found.member.email });
  }),

  handle('completePasswordReset', async ({ body }) => {
    const { token, password, password_confirmation } = body;
    const found = emailedToken(token, 'reset');
    if (found === undefined) return resetLinkInvalid(400);
    if (isSpent(found.record)) return resetLinkInvalid(410);
    if (password !== password_confirmation) {
      return apiError(400, 'validation', 'The entered passwords are not the same.', {
        fields: { password_confirmation: 'passwords_differ' },
      });
    }
    const passwordHash = await hashPassword(password);
    await updateMember(found.member.id, (m) => void (m.passwordHash = passwordHash));
    await useToken(token);
    endSessionsOf(found.member.id);
    return loggedIn(found.member);
  }),

  handleMember('changePassword', async ({ body, member, cookies, reply }) => {
    const { old_password, new_password } = body;
    if (!(await passwordMatches(old_password, member.passwordHash))) {
      return apiError(400, 'old_password_wrong', 'Check old password error');
    }
    const passwordHash = await hashPassword(new_password);
    await updateMember(member.id, (m) => void (m.passwordHash = passwordHash));
    endSessionsOf(member.id, cookies[sessionCookieName]);
    return reply(200, { ok: true });
  }),
];

const mailChangeHandlers = [
  handleMember('requestMailChange', async ({ body: request, member, reply }) => {
    const newEmail = request.new_email.trim();
    if (checkEmail(newEmail) !== undefined) {
      return apiError(400, 'validation', 'New email adress is invalid', {
        fields: { new_email: 'invalid_email' },
      });
    }
    if (!(await passwordMatches(request.password, member.passwordHash))) return passwordWrong();
    if (memberByEmail(newEmail) !== undefined) {
      return apiError(409, 'email_taken', 'This email address already owns an account on this website');
    }
    if (tokensToday(member.id, 'mail_change').length >= mailChangesPerDay) {
      return rateLimited(secondsUntilUtcMidnight(clock.nowMs()));
    }
    await mailLink('mail_change', member.id, newEmail, linkValidHours.mail_change, newEmail);
    return reply(200, { ok: true });
  }),

  /** The link proves the new address works, so a bounce on the old one no longer applies. */
  handle('completeMailChange', async ({ body: { token } }) => {
    const found = emailedToken(token, 'mail_change');
    const newEmail = found?.record.newEmail ?? null;
    if (
      found === undefined ||
      newEmail === null ||
      isSpent(found.record) ||
      found.member.status === 'pending_deletion'
    ) {
      return mailChangeLinkInvalid();
    }
    const owner = memberByEmail(newEmail);
    if (owner !== undefined && owner.id !== found.member.id) {
      return apiError(409, 'email_taken', 'This email address already owns an account on this website');
    }
    await updateMember(found.member.id, (m) => {
      m.email = newEmail;
      m.notificationsDisabled = reasonsAfterAddressConfirmed(m.notificationsDisabled);
    });
    await useToken(token);
    return loggedIn(found.member);
  }),
];

export const accountLifecycleHandlers = [
  ...activationHandlers,
  ...passwordHandlers,
  ...mailChangeHandlers,
  ...deletionHandlers,
];
