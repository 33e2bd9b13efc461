import type { MemberDetail, MemberRelation } from '../../generated/model';
import { visiblePhotoCount, type PhotoViewer } from '../../src/domain/photo-rules';
import { profileHighlights } from '../../src/domain/profile-highlights';
import { clock } from '../../src/lib/clock';
import { members, type Member } from '../db/members';
import { blocks, conversations, likes } from '../db/social';
import {
  byMainThenNewest,
  deletePhoto,
  photoOf,
  setMainPhoto,
  settlePhotoReviews,
  uploadPhoto,
} from './members-photos';
import { getOwnProfile, saveProfile } from './members-profile';
import { isShown, relatedProfiles, searchMembers } from './members-search';
import { handle, handleMember } from './support/operation';
import { apiError, notFound, ok, validationError } from './support/respond';
import { activePhotos, isOnline, profileCardOf, profileOf } from './support/serialize';

const shownMember = (id: number): Member | undefined => {
  const member = members.findFirst((q) => q.where({ id }));
  return member !== undefined && isShown(member) ? member : undefined;
};

const isBlocking = (blockerId: number, blockedId: number) =>
  blocks.findFirst((q) => q.where({ blockerId, blockedId })) !== undefined;

const hasLiked = (fromId: number, toId: number) =>
  likes.findFirst((q) => q.where({ fromId, toId })) !== undefined;

const relationOf = (me: Member | undefined, other: Member): MemberRelation => {
  if (me === undefined || me.id === other.id) {
    return { liked: false, liked_me: false, match: false, blocked: false, conversation_id: null };
  }
  const liked = hasLiked(me.id, other.id);
  const likedMe = hasLiked(other.id, me.id);
  const conversation = conversations.findFirst((q) =>
    q.where(
      (c) =>
        (c.memberA === me.id && c.memberB === other.id) || (c.memberA === other.id && c.memberB === me.id),
    ),
  );
  return {
    liked,
    liked_me: likedMe,
    match: liked && likedMe,
    blocked: isBlocking(me.id, other.id),
    conversation_id: conversation?.id ?? null,
  };
};

/** Members see all of their own photos; others see what their membership allows (spec §1, §6). */
const viewerOf = (me: Member | undefined, other: Member): PhotoViewer => {
  if (me === undefined) return 'visitor';
  return me.paidUser || me.id === other.id ? 'premium' : 'free';
};

const highlightsOf = (me: Member | undefined, other: Member, activeCount: number) => {
  const now = clock.nowMs();
  const viewer = me !== undefined && me.id !== other.id ? me : undefined;
  return profileHighlights({
    online: isOnline(other),
    lastActiveAgoMs: now - Date.parse(other.lastActiveAt),
    signedUpAgoMs: now - Date.parse(other.signupDate),
    activePhotos: activeCount,
    likesReceived: likes.findMany((q) => q.where({ toId: other.id })).length,
    nearViewer: viewer?.country === other.country && viewer.region !== null && viewer.region === other.region,
    sharedInterests:
      viewer === undefined ? 0 : other.interests.filter((key) => viewer.interests.includes(key)).length,
  });
};

const getMember = async (id: number, me: Member | undefined) => {
  await settlePhotoReviews();
  const other = shownMember(id);
  if (other === undefined) return notFound('No such profile');
  if (me !== undefined && isBlocking(other.id, me.id)) {
    return apiError(403, 'blocked_by_member', `You're blocked by ${other.name}`, { name: other.name });
  }
  // Spec §4 Likes: opening the profile of someone who liked me marks that like seen.
  if (me !== undefined) {
    await likes.updateMany((q) => q.where({ fromId: other.id, toId: me.id, isNew: true }), {
      data: (like) => void (like.isNew = false),
    });
  }
  const active = activePhotos(other.id).sort(byMainThenNewest);
  const shown = visiblePhotoCount(active.length, viewerOf(me, other));
  return ok<MemberDetail>({
    profile: profileOf(other),
    photos: active.slice(0, shown).map(photoOf),
    hidden_photo_count: active.length - shown,
    relation: relationOf(me, other),
    highlights: highlightsOf(me, other, active.length),
  });
};

export const membersHandlers = [
  handleMember('getOwnProfile', ({ member }) => getOwnProfile(member)),

  handleMember('saveProfile', ({ member, body }) => saveProfile(member, body)),

  handleMember('uploadPhoto', ({ member, body }) => uploadPhoto(member, body)),

  handleMember('setMainPhoto', ({ member, body }) => setMainPhoto(member, body.photo_id)),

  handleMember('deletePhoto', ({ member, body }) => deletePhoto(member, body.photo_id)),

  handle('searchMembers', async ({ query, member }) => {
    await settlePhotoReviews();
    return searchMembers(query, member);
  }),

  handle('getMember', ({ query, member }) => getMember(query.id, member)),

  handle('getRelatedProfiles', async ({ query: { id, limit = 12 }, member }) => {
    await settlePhotoReviews();
    return relatedProfiles(id, limit, member);
  }),

  handleMember('getBlockedMembers', async ({ member, reply }) => {
    await settlePhotoReviews();
    const blocked = blocks
      .findMany((q) => q.where({ blockerId: member.id }))
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
      .flatMap((block) => {
        const other = shownMember(block.blockedId);
        return other === undefined ? [] : [profileCardOf(other, member)];
      });
    return reply(200, { profiles: blocked });
  }),

  // Blocking twice changes nothing; likes and conversations stay, hidden while the block lasts.
  handleMember('blockMember', async ({ member, body: { profile_id: id }, reply }) => {
    if (id === member.id) return validationError({ profile_id: 'not_allowed' });
    if (shownMember(id) === undefined) return notFound('No such profile');
    if (!isBlocking(member.id, id)) {
      await blocks.create({ blockerId: member.id, blockedId: id, createdAt: clock.now().toISOString() });
    }
    return reply(200, { ok: true });
  }),

  handleMember('unblockMember', ({ member, body: { profile_id: id }, reply }) => {
    if (shownMember(id) === undefined) return notFound('No such profile');
    blocks.deleteMany((q) => q.where({ blockerId: member.id, blockedId: id }));
    return reply(200, { ok: true });
  }),
];
