import type { RetentionOffer } from '../../generated/model';
import { checkDeletionComment } from '../../src/domain/account-rules';
import {
  mayReactivate,
  reactivationDeadline,
  reactivationDeadlineMs,
} from '../../src/domain/account-reactivation';
import { reactivationWindowDays } from '../../src/domain/limits';
import { deletionReasons, retentionCodeDays, retentionOfferKinds } from '../../src/domain/retention-offers';
import { clock } from '../../src/lib/clock';
import { deletionRequests } from '../db/auth';
import { creditBundles, discountCodes, discountUses } from '../db/commerce';
import type { Member } from '../db/members';
import { siteSettings } from '../db/site-settings';
import { passwordMatches } from '../seed/password';
import {
  emailedToken,
  endSessionsOf,
  isExpired,
  loggedIn,
  mailsToday,
  memberByEmail,
  passwordWrong,
  updateMember,
  useTokens,
} from './account-lifecycle-rules';
import { handle, handleMember } from './support/operation';
import { mailLink } from './support/mail';
import { apiError, notFound, validationError } from './support/respond';
import { userOf } from './support/serialize';
import { endSessionCookie } from './support/session';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
const reactivationMailsPerDay = 3;

interface StateBeforeDeletion {
  status: 'active' | 'not_confirmed';
  profileStatus: Member['profileStatus'];
}

/** The state to restore, from the latest deletion request; a seeded deletion was an active account. */
const stateToRestore = (member: Member): StateBeforeDeletion => {
  const latest = deletionRequests
    .findMany((q) => q.where({ memberId: member.id }), { orderBy: { at: 'desc' } })
    .at(0);
  return latest === undefined
    ? { status: 'active', profileStatus: member.profileStatus }
    : { status: latest.previousStatus, profileStatus: latest.previousProfileStatus };
};

/** The smallest bundle of the member's country (or of the visitor country) as the trial package. */
const trialBundle = (member: Member) => {
  const smallest = (country: string) =>
    creditBundles.findMany((q) => q.where({ country }), { orderBy: { credits: 'asc' } }).at(0);
  return smallest(member.country) ?? smallest(siteSettings().geoip_country);
};

const retentionCodePrefix = 'STAY';

/** The member's unused, unexpired personal retention code at this percentage, or a new one. */
const retentionCode = async (
  member: Member,
  percentage: number,
): Promise<{ code: string; expires: string }> => {
  const now = clock.nowMs();
  const existing = discountCodes
    .findMany((q) =>
      q.where({
        memberId: member.id,
        valuePercentage: percentage,
        code: (code) => code.startsWith(retentionCodePrefix),
        expires: (expires) => expires !== null && Date.parse(expires) > now,
      }),
    )
    .find((record) => discountUses.findFirst((q) => q.where({ code: record.code })) === undefined);
  if (existing?.expires != null) return { code: existing.code, expires: existing.expires };
  const code =
    `${retentionCodePrefix}${percentage}${member.id.toString(36)}${Math.floor(now / 1000).toString(36)}`.toUpperCase();
  const expires = new Date(now + retentionCodeDays * dayMs).toISOString();
  await discountCodes.create({
    code,
    country: null,
    memberId: member.id,
    expires,
    valuePercentage: percentage,
    currency: null,
    minimumOrderValue: null,
    validity: 'once',
    paymentMethods: null,
  });
  return { code, expires };
};

const retentionOffers = async (member: Member): Promise<RetentionOffer[]> => {
  const discount = siteSettings().delete_discount;
  const percentage = discount === null ? null : Math.min(100, Math.max(1, Math.round(discount)));
  const offers: RetentionOffer[] = [];
  const kinds = retentionOfferKinds({
    invisible: member.invisible,
    paidUser: member.paidUser,
    deleteDiscount: percentage,
  });
  for (const kind of kinds) {
    if (kind === 'change_email' || kind === 'privacy_mode') offers.push({ kind });
    if (kind === 'trial_package') {
      const bundle = trialBundle(member);
      if (bundle !== undefined) {
        offers.push({
          kind,
          bundle_id: bundle.id,
          credits: bundle.credits,
          price: { amount: bundle.amount, currency: bundle.currency },
        });
      }
    }
    if (kind === 'discount_code' && percentage !== null) {
      offers.push({ kind, percentage, ...(await retentionCode(member, percentage)) });
    }
  }
  return offers;
};

/** Deletion with retention offers, reactivation and invisible mode (spec §2, §4, §9). */
export const deletionHandlers = [
  handleMember('getDeletionOffers', async ({ member, reply }) =>
    reply(200, { reasons: [...deletionReasons], offers: await retentionOffers(member) }),
  ),

  /** Spec §4: pending deletion hides the profile and logs out everywhere for 14 days. */
  handleMember('deleteAccount', async ({ body, member, reply }) => {
    const { reason, comment, password } = body;
    const commentProblem = comment === undefined ? undefined : checkDeletionComment(comment);
    if (commentProblem !== undefined) return validationError({ comment: commentProblem });
    if (!(await passwordMatches(password, member.passwordHash))) return passwordWrong();
    const at = clock.now().toISOString();
    await deletionRequests.create({
      memberId: member.id,
      reason,
      comment: comment === undefined || comment.trim() === '' ? null : comment.trim(),
      at,
      previousStatus: member.status === 'not_confirmed' ? 'not_confirmed' : 'active',
      previousProfileStatus: member.profileStatus,
    });
    await updateMember(member.id, (m) => {
      m.status = 'pending_deletion';
      m.deletedAt = at;
      m.profileStatus = 'disabled';
    });
    endSessionsOf(member.id);
    await mailLink('reactivation', member.id, member.email, reactivationWindowDays * 24);
    return reply(
      200,
      { status: 'pending_deletion', reactivate_until: reactivationDeadline(at) },
      { headers: { 'Set-Cookie': endSessionCookie } },
    );
  }),

  /** Always ok, so the call cannot tell which addresses have an account. */
  handle('requestReactivationMail', async ({ body, reply }) => {
    const member = memberByEmail(body.email);
    const now = clock.nowMs();
    if (
      member?.status !== 'pending_deletion' ||
      member.deletedAt === null ||
      !mayReactivate(member.deletedAt, now)
    ) {
      return reply(200, { ok: true });
    }
    // Over the daily limit nothing is sent, but the answer stays the same, so the call never tells
    // whether an address has an account pending deletion.
    if (mailsToday(member.email, 'reactivation') >= reactivationMailsPerDay) return reply(200, { ok: true });
    const hoursLeft = (reactivationDeadlineMs(member.deletedAt) - now) / hourMs;
    await mailLink('reactivation', member.id, member.email, hoursLeft);
    return reply(200, { ok: true });
  }),

  handle('reactivateAccount', async ({ body }) => {
    const found = emailedToken(body.token, 'reactivation');
    // A used link is unknown: reactivation uses up every link mailed for the deletion.
    if (found?.record.usedAt !== null || found.member.status !== 'pending_deletion') {
      return notFound('Unknown reactivation link');
    }
    const { member } = found;
    const windowOver = member.deletedAt !== null && !mayReactivate(member.deletedAt, clock.nowMs());
    if (windowOver || isExpired(found.record)) {
      return apiError(410, 'reactivation_expired', 'The reactivation period of 14 days has expired');
    }
    const restored = stateToRestore(member);
    await updateMember(member.id, (m) => {
      m.status = restored.status;
      m.profileStatus = restored.profileStatus;
      m.deletedAt = null;
    });
    await useTokens(member.id, 'reactivation');
    return loggedIn(member);
  }),

  handleMember('setInvisible', async ({ body, member, reply }) => {
    const updated = await updateMember(member.id, (m) => void (m.invisible = body.invisible));
    return reply(200, { user: userOf(updated ?? member) });
  }),
];
