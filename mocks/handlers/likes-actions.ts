import type { SwipeResult } from '../../generated/model';
import { swipeLikesPerDay } from '../../src/domain/limits';
import { swipeAllowance, swipeDayOf } from '../../src/domain/swipe-day';
import { clock } from '../../src/lib/clock';
import { members, type Member } from '../db/members';
import { blocks, likes } from '../db/social';
import {
  blockedEitherWay,
  giveLike,
  isMutual,
  likeOf,
  likeTarget,
  visibleProfile,
} from './likes-actions-rules';
import { countSwipeLike, passedOn, recordPass, swipeLikesUsed } from './likes-actions-swipes';
import { handleMember } from './support/operation';
import { apiError, isAnswer, notFound, ok, validationError } from './support/respond';
import { profileCardOf } from './support/serialize';

const defaultCandidateCount = 10;

/** Who the swipe game may show `me`: never themselves, liked, passed today, blocked, hidden. */
const swipeCandidates = (me: Member, day: string, limit: number): Member[] => {
  const passed = passedOn(me.id, day);
  const liked = new Set(likes.findMany((q) => q.where({ fromId: me.id })).map((l) => l.toId));
  const blocked = new Set([
    ...blocks.findMany((q) => q.where({ blockerId: me.id })).map((b) => b.blockedId),
    ...blocks.findMany((q) => q.where({ blockedId: me.id })).map((b) => b.blockerId),
  ]);
  return members
    .findMany((q) =>
      q.where(
        (m) =>
          m.id !== me.id &&
          !m.invisible &&
          m.profileStatus === 'active' &&
          m.status !== 'pending_deletion' &&
          !liked.has(m.id) &&
          !passed.has(m.id) &&
          !blocked.has(m.id),
      ),
    )
    .sort((a, b) => Date.parse(b.lastActiveAt) - Date.parse(a.lastActiveAt) || a.id - b.id)
    .slice(0, limit);
};

const swipeAnswer = (me: Member, now: number, match: boolean) => {
  const allowance = swipeAllowance(swipeLikesUsed(me.id, swipeDayOf(now)), now);
  return ok<SwipeResult>({ likes_left_today: allowance.likesLeft, resets_at: allowance.resetsAt, match });
};

export const likeActionHandlers = [
  // Spec §2 profile view, §4 invisible mode, §6 blocked users; a second like changes nothing.
  handleMember('likeMember', async ({ body, member, reply }) => {
    const target = likeTarget(member, body.profile_id);
    if (isAnswer(target)) return target;
    const { match } = await giveLike(member, target);
    return reply(200, { match, profile: profileCardOf(target, member) });
  }),

  // The other member's like stays, so a match ends but their like still shows as received.
  handleMember('unlikeMember', ({ body: { profile_id: profileId }, member, reply }) => {
    if (members.findFirst((q) => q.where({ id: profileId })) === undefined)
      return notFound('No such profile');
    likes.delete((q) => q.where({ fromId: member.id, toId: profileId }));
    return reply(200, { ok: true });
  }),

  // Spec §4: like_new drops as if the profile had been opened.
  handleMember('markLikeSeen', async ({ body: { profile_id: profileId }, member, reply }) => {
    if (members.findFirst((q) => q.where({ id: profileId })) === undefined)
      return notFound('No such profile');
    await likes.update((q) => q.where({ fromId: profileId, toId: member.id, isNew: true }), {
      data: (like) => {
        like.isNew = false;
      },
    });
    return reply(200, { ok: true });
  }),

  handleMember('getSwipeCandidates', ({ query: { limit = defaultCandidateCount }, member, reply }) => {
    const now = clock.nowMs();
    const day = swipeDayOf(now);
    const allowance = swipeAllowance(swipeLikesUsed(member.id, day), now);
    return reply(200, {
      candidates: swipeCandidates(member, day, limit).map((m) => profileCardOf(m, member)),
      likes_left_today: allowance.likesLeft,
      limit_per_day: swipeLikesPerDay,
      resets_at: allowance.resetsAt,
    });
  }),

  // Spec §4, §9: a like is an ordinary like using one of the day's 4; a pass is unlimited.
  handleMember('swipe', async ({ body, member }) => {
    const { profile_id: profileId, action } = body;
    const now = clock.nowMs();
    const day = swipeDayOf(now);
    if (action === 'pass') {
      if (profileId === member.id) return validationError({ profile_id: 'not_allowed' });
      if (visibleProfile(profileId) === undefined) return notFound('No such profile');
      await recordPass(member.id, day, profileId);
      return swipeAnswer(member, now, false);
    }
    const target = likeTarget(member, profileId);
    if (isAnswer(target)) return target;
    // Liking again changes nothing, so it uses none of the day's likes.
    if (likeOf(member.id, target.id) !== undefined)
      return swipeAnswer(member, now, isMutual(member.id, target.id));
    const allowance = swipeAllowance(swipeLikesUsed(member.id, day), now);
    if (allowance.likesLeft === 0) {
      return apiError(429, 'swipe_limit', `You have used your ${swipeLikesPerDay} likes for today`, {
        retry_after: allowance.secondsToReset,
      });
    }
    const { match } = await giveLike(member, target);
    await countSwipeLike(member.id, day);
    return swipeAnswer(member, now, match);
  }),

  // Spec §2 /likes/m/{id}: only a mutual like between members who see each other is a match.
  handleMember('getMatchProfile', ({ query, member, reply }) => {
    const other = visibleProfile(query.id);
    if (
      other === undefined ||
      other.id === member.id ||
      blockedEitherWay(member.id, other.id) ||
      !isMutual(member.id, other.id)
    ) {
      return notFound('No such match');
    }
    return reply(200, { profile: profileCardOf(other, member), me: profileCardOf(member, member) });
  }),
];
