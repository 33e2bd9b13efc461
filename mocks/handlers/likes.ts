import { members } from '../db/members';
import { blocks, likes } from '../db/social';
import { handleMember } from './support/operation';
import { profileCardOf } from './support/serialize';

export const likesHandlers = [
  /**
   * Spec §7: `profiles` and `liked_by`. Members blocked either way and disabled profiles are left
   * out; `liked_by` carries like_new until the member opens that profile.
   */
  handleMember('getLikes', ({ member, reply }) => {
    const me = member;
    const hidden = new Set([
      ...blocks.findMany((q) => q.where({ blockerId: me.id })).map((b) => b.blockedId),
      ...blocks.findMany((q) => q.where({ blockedId: me.id })).map((b) => b.blockerId),
    ]);
    const visibleMember = (id: number) => {
      const other = members.findFirst((q) => q.where({ id }));
      const shown =
        other !== undefined &&
        !hidden.has(id) &&
        other.profileStatus === 'active' &&
        other.status !== 'pending_deletion';
      return shown ? other : undefined;
    };
    const visible = (id: number) => visibleMember(id) !== undefined;
    // The contract's order: newest like first in each list, and a match as new as its later like.
    const newestFirst = <Like extends { createdAt: string }>(list: Like[]) =>
      list.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));
    const received = newestFirst(
      likes.findMany((q) => q.where({ toId: me.id })).filter((l) => visible(l.fromId)),
    );
    const given = newestFirst(
      likes.findMany((q) => q.where({ fromId: me.id })).filter((l) => visible(l.toId)),
    );
    const givenIds = given.map((l) => l.toId);
    const givenAt = new Map(given.map((l) => [l.toId, l.createdAt]));
    const matches = received
      .filter((l) => givenAt.has(l.fromId))
      .map((l) => {
        const mine = givenAt.get(l.fromId) ?? l.createdAt;
        return { id: l.fromId, at: mine > l.createdAt ? mine : l.createdAt };
      })
      .toSorted((a, b) => b.at.localeCompare(a.at))
      .map((match) => match.id);
    const ids = [...new Set([...received.map((l) => l.fromId), ...givenIds])];
    return reply(200, {
      profiles: ids.flatMap((id) => {
        const other = visibleMember(id);
        return other === undefined ? [] : [profileCardOf(other, me)];
      }),
      liked_by: received.map((l) => ({ id: l.fromId, like_new: l.isNew })),
      liked: givenIds,
      matches,
      num_new: received.filter((l) => l.isNew).length,
    });
  }),
];
