import { clock } from '../../src/lib/clock';
import { nextId } from '../db';
import { members, type Member } from '../db/members';
import { blocks, likes, notifications } from '../db/social';
import type { ErrorAnswer } from './support/contract-types';
import { apiError, notFound, validationError } from './support/respond';

export const likeOf = (fromId: number, toId: number) => likes.findFirst((q) => q.where({ fromId, toId }));

export const hasBlocked = (blockerId: number, blockedId: number): boolean =>
  blocks.findFirst((q) => q.where({ blockerId, blockedId })) !== undefined;

export const blockedEitherWay = (a: number, b: number): boolean => hasBlocked(a, b) || hasBlocked(b, a);

/** A profile others may open and like: disabled or deleted profiles count as unknown. */
export const visibleProfile = (id: number): Member | undefined => {
  const member = members.findFirst((q) => q.where({ id }));
  if (member?.profileStatus !== 'active' || member.status === 'pending_deletion') return undefined;
  return member;
};

export const isMutual = (a: number, b: number): boolean =>
  likeOf(a, b) !== undefined && likeOf(b, a) !== undefined;

/**
 * The member `me` may like, or the contract's refusal (/api/like.php). A like that already exists
 * passes, so liking again answers the first result even if the member has since gone invisible.
 */
export const likeTarget = (me: Member, profileId: number): Member | ErrorAnswer<400 | 403 | 404> => {
  if (profileId === me.id) return validationError({ profile_id: 'not_allowed' });
  const other = visibleProfile(profileId);
  if (other === undefined) return notFound('No such profile');
  if (hasBlocked(me.id, other.id)) return apiError(403, 'forbidden', 'Unblock this member first');
  if (hasBlocked(other.id, me.id))
    return apiError(403, 'blocked_by_member', `You're blocked by ${other.name}`, { name: other.name });
  // Spec §4: invisible mode keeps others from liking first, not from liking back.
  if (other.invisible && likeOf(me.id, other.id) === undefined && likeOf(other.id, me.id) === undefined)
    return apiError(403, 'member_invisible', 'This member cannot be liked');
  return other;
};

/** Stores the like once (with the liked member's notification); answers whether it is mutual. */
export const giveLike = async (me: Member, other: Member): Promise<{ match: boolean; created: boolean }> => {
  const created = likeOf(me.id, other.id) === undefined;
  if (created) {
    const at = clock.now().toISOString();
    await likes.create({ fromId: me.id, toId: other.id, createdAt: at, isNew: true });
    await notifications.create({
      id: nextId(notifications.all()),
      memberId: other.id,
      type: 'likes',
      profileId: me.id,
      createdAt: at,
      read: false,
    });
  }
  return { match: likeOf(other.id, me.id) !== undefined, created };
};
