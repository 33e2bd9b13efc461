import { beforeEach, describe, expect, it } from 'vitest';
import {
  getLikes,
  getMatchProfile,
  getSwipeCandidates,
  likeMember,
  markLikeSeen,
  swipe,
  unlikeMember,
} from '../../generated/hooks/likes/likes';
import { clock } from '../../src/lib/clock';
import { members } from '../db/members';
import { blocks, likes, notifications, swipeDays } from '../db/social';
import { seedDatabase } from '../seed/seed';
import { loginAs, logoutNow } from '../../tests/utils/simulation';

// Seeded relations used below: free (1) and 111 like each other; 113 liked free (new); blocked (6)
// blocked free; 114 is invisible; 108 is disabled; deleted (5) awaits deletion; 120 and 150 are
// ordinary profiles with no likes towards free.
const free = 1;
const blockedPersona = 6;
const deletedPersona = 5;
const mutual = 111;
const likedFree = 113;
const invisible = 114;
const disabled = 108;
const plain = 120;
const other = 150;

const evening = new Date('2026-11-25T20:00:00Z');
const secondsToMidnight = 4 * 3600;

const likeFromTo = (fromId: number, toId: number) => likes.findFirst((q) => q.where({ fromId, toId }));
const likesFromTo = (fromId: number, toId: number) => likes.findMany((q) => q.where({ fromId, toId }));
const likeNotifications = (memberId: number) =>
  notifications.findMany((q) => q.where({ memberId, type: 'likes' }));

/** Makes these members the most recently active, so the swipe game would show them first. */
const putOnTop = async (ids: number[]) => {
  const at = clock.now().toISOString();
  for (const id of ids) {
    await members.update((q) => q.where({ id }), {
      data: (m) => {
        m.lastActiveAt = at;
      },
    });
  }
};

const candidateIds = async (limit = 20) => (await getSwipeCandidates({ limit })).candidates.map((c) => c.id);

beforeEach(() => {
  // Fixed evening time: the swipe day and its reset at midnight are exact.
  clock.freeze(evening);
});

describe('like a member (spec §2 profile view, §4, §6)', () => {
  it('stores the like, notifies the member once and answers the card with match false', async () => {
    await loginAs('free');
    const result = await likeMember({ profile_id: plain });
    expect(result).toMatchObject({ match: false, profile: { id: plain, liked: true } });
    expect(likeFromTo(free, plain)).toMatchObject({ createdAt: evening.toISOString(), isNew: true });
    expect(likeNotifications(plain)).toEqual([expect.objectContaining({ profileId: free, read: false })]);
    expect((await getLikes()).liked).toContain(plain);
  });

  it('makes a match when the member liked first', async () => {
    await loginAs('free');
    await expect(likeMember({ profile_id: likedFree })).resolves.toMatchObject({
      match: true,
      profile: { id: likedFree, liked: true },
    });
    expect((await getLikes()).matches).toContain(likedFree);
  });

  it('changes nothing when liking twice: same answer, one like, one notification', async () => {
    await loginAs('free');
    const first = await likeMember({ profile_id: plain });
    clock.advance(60);
    await expect(likeMember({ profile_id: plain })).resolves.toEqual(first);
    expect(likesFromTo(free, plain)).toHaveLength(1);
    expect(likeFromTo(free, plain)?.createdAt).toBe(evening.toISOString());
    expect(likeNotifications(plain)).toHaveLength(1);
    await expect(likeMember({ profile_id: mutual })).resolves.toMatchObject({ match: true });
    expect(likesFromTo(free, mutual)).toHaveLength(1);
    expect(likeNotifications(mutual)).toHaveLength(0);
  });

  it('refuses an invisible member who has not liked first, and accepts one who has', async () => {
    await loginAs('free');
    await expect(likeMember({ profile_id: invisible })).rejects.toMatchObject({
      status: 403,
      code: 'member_invisible',
    });
    expect(likeFromTo(free, invisible)).toBeUndefined();
    await likes.create({ fromId: invisible, toId: free, createdAt: evening.toISOString(), isNew: true });
    await expect(likeMember({ profile_id: invisible })).resolves.toMatchObject({ match: true });
    expect(likeFromTo(free, invisible)).toBeDefined();
  });

  it('refuses a member who blocked the requester with their name, and one the requester blocked', async () => {
    await loginAs('free');
    await expect(likeMember({ profile_id: blockedPersona })).rejects.toMatchObject({
      status: 403,
      code: 'blocked_by_member',
      details: { name: 'blocked' },
    });
    await logoutNow();
    await loginAs('blocked');
    await expect(likeMember({ profile_id: free })).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    expect(likeFromTo(free, blockedPersona)).toBeUndefined();
    expect(likeFromTo(blockedPersona, free)).toBeUndefined();
  });

  it('refuses oneself with a validation error and unknown, disabled or deleted profiles with 404', async () => {
    await loginAs('free');
    const sentBefore = likes.findMany((q) => q.where({ fromId: free })).length;
    await expect(likeMember({ profile_id: free })).rejects.toMatchObject({
      status: 400,
      code: 'validation',
      fields: { profile_id: 'not_allowed' },
    });
    for (const id of [99_999, disabled, deletedPersona]) {
      await expect(likeMember({ profile_id: id })).rejects.toMatchObject({ status: 404, code: 'not_found' });
    }
    expect(likes.findMany((q) => q.where({ fromId: free }))).toHaveLength(sentBefore);
  });

  it('lets a member with an unconfirmed address like, and asks visitors to log in', async () => {
    await expect(likeMember({ profile_id: plain })).rejects.toMatchObject({
      status: 403,
      code: 'authentication_required',
    });
    await loginAs('unconfirmed');
    await expect(likeMember({ profile_id: plain })).resolves.toMatchObject({ match: false });
  });
});

describe('take back a like (spec §2 likes page)', () => {
  it("removes the requester's like; the match ends but the other member's like stays", async () => {
    await loginAs('free');
    await expect(unlikeMember({ profile_id: mutual })).resolves.toEqual({ ok: true });
    expect(likeFromTo(free, mutual)).toBeUndefined();
    expect(likeFromTo(mutual, free)).toBeDefined();
    const overview = await getLikes();
    expect(overview.matches).not.toContain(mutual);
    expect(overview.liked_by.map((l) => l.id)).toContain(mutual);
  });

  it('changes nothing for a like that does not exist and answers 404 for unknown profiles', async () => {
    await loginAs('free');
    const before = likes.all().length;
    await expect(unlikeMember({ profile_id: plain })).resolves.toEqual({ ok: true });
    expect(likes.all()).toHaveLength(before);
    await expect(unlikeMember({ profile_id: 99_999 })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });
});

describe('mark an incoming like seen (spec §4 likes)', () => {
  it('sets like_new false, so the new-likes count drops', async () => {
    await loginAs('free');
    const before = await getLikes();
    expect(before.liked_by).toContainEqual({ id: likedFree, like_new: true });
    await expect(markLikeSeen({ profile_id: likedFree })).resolves.toEqual({ ok: true });
    expect(likeFromTo(likedFree, free)?.isNew).toBe(false);
    const after = await getLikes();
    expect(after.liked_by).toContainEqual({ id: likedFree, like_new: false });
    expect(after.num_new).toBe(before.num_new - 1);
  });

  it('changes nothing without such a like, and answers 404 for unknown profiles', async () => {
    await loginAs('free');
    await expect(markLikeSeen({ profile_id: plain })).resolves.toEqual({ ok: true });
    expect(likeFromTo(plain, free)).toBeUndefined();
    // Only the like given to the requester is marked: free's own like of 111 keeps its flag.
    await likes.update((q) => q.where({ fromId: free, toId: mutual }), {
      data: (l) => {
        l.isNew = true;
      },
    });
    await markLikeSeen({ profile_id: mutual });
    expect(likeFromTo(free, mutual)?.isNew).toBe(true);
    await expect(markLikeSeen({ profile_id: 99_999 })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });
});

describe('swipe game candidates (spec §2, §4)', () => {
  it('leaves out self, liked, passed today, blocked either way, invisible, disabled and deleted members', async () => {
    await loginAs('free');
    await blocks.create({ blockerId: free, blockedId: 130, createdAt: evening.toISOString() });
    await swipe({ profile_id: 140, action: 'pass' });
    clock.advance(60);
    const excluded = [free, mutual, 130, blockedPersona, invisible, disabled, deletedPersona, 140];
    await putOnTop([plain, other, ...excluded]);
    const ids = await candidateIds();
    expect(ids.slice(0, 2)).toEqual([plain, other]);
    for (const id of excluded) expect(ids).not.toContain(id);
  });

  it('answers at most `limit` cards, 10 by default, with 4 likes left and the reset at next midnight', async () => {
    await loginAs('free');
    const answer = await getSwipeCandidates();
    expect(answer).toMatchObject({
      likes_left_today: 4,
      limit_per_day: 4,
      resets_at: '2026-11-26T00:00:00.000Z',
    });
    expect(answer.candidates).toHaveLength(10);
    expect(await candidateIds(3)).toHaveLength(3);
  });

  it('brings passed profiles back on the next day and after a reseed', async () => {
    await loginAs('free');
    clock.advance(60);
    await putOnTop([plain]);
    await swipe({ profile_id: plain, action: 'pass' });
    expect(await candidateIds()).not.toContain(plain);
    clock.advance(secondsToMidnight);
    expect(await candidateIds()).toContain(plain);

    await swipe({ profile_id: plain, action: 'pass' });
    expect(await candidateIds()).not.toContain(plain);
    // Seeded from the same evening as every test here, so the tests after this one see the same data.
    await seedDatabase({ start: evening.getTime() });
    await loginAs('free');
    await putOnTop([plain]);
    expect(await candidateIds()).toContain(plain);
  });
});

describe('swipe (spec §4, §9: 4 likes a day)', () => {
  it('counts a like as an ordinary like, one of 4 a day, stored per member and day', async () => {
    await loginAs('free');
    await expect(swipe({ profile_id: plain, action: 'like' })).resolves.toEqual({
      likes_left_today: 3,
      resets_at: '2026-11-26T00:00:00.000Z',
      match: false,
    });
    expect(likeFromTo(free, plain)).toMatchObject({ isNew: true });
    expect(likeNotifications(plain)).toHaveLength(1);
    expect(swipeDays.all()).toEqual([{ memberId: free, day: '2026-11-25', likes: 1, passed: [] }]);
    const overview = await getLikes();
    expect(overview.liked).toContain(plain);
    await expect(getSwipeCandidates()).resolves.toMatchObject({ likes_left_today: 3 });
    expect(await candidateIds()).not.toContain(plain);
  });

  it('makes a match when the member liked first', async () => {
    await loginAs('free');
    await expect(swipe({ profile_id: likedFree, action: 'like' })).resolves.toMatchObject({
      likes_left_today: 3,
      match: true,
    });
  });

  it('refuses the 5th like of the day with swipe_limit and the seconds until midnight; passes still work', async () => {
    await loginAs('free');
    const left: number[] = [];
    for (const id of [120, 121, 122, 123])
      left.push((await swipe({ profile_id: id, action: 'like' })).likes_left_today);
    expect(left).toEqual([3, 2, 1, 0]);
    await expect(swipe({ profile_id: 124, action: 'like' })).rejects.toMatchObject({
      status: 429,
      code: 'swipe_limit',
      details: { retryAfter: secondsToMidnight },
    });
    expect(likeFromTo(free, 124)).toBeUndefined();
    for (const id of [124, 125, 126, 127, 128, 129]) {
      await expect(swipe({ profile_id: id, action: 'pass' })).resolves.toMatchObject({
        likes_left_today: 0,
        match: false,
      });
    }
    await expect(getSwipeCandidates()).resolves.toMatchObject({ likes_left_today: 0 });
    expect(swipeDays.findFirst((q) => q.where({ memberId: free, day: '2026-11-25' }))?.likes).toBe(4);

    clock.advance(secondsToMidnight);
    await expect(getSwipeCandidates()).resolves.toMatchObject({
      likes_left_today: 4,
      resets_at: '2026-11-27T00:00:00.000Z',
    });
    await expect(swipe({ profile_id: 124, action: 'like' })).resolves.toMatchObject({ likes_left_today: 3 });
  });

  it('counts likes per member: another member still has 4', async () => {
    await loginAs('free');
    for (const id of [120, 121, 122, 123]) await swipe({ profile_id: id, action: 'like' });
    await logoutNow();
    await loginAs('premium');
    await expect(getSwipeCandidates()).resolves.toMatchObject({ likes_left_today: 4 });
  });

  it('uses none of the day for a profile liked before, and none for a repeated Idempotency-Key', async () => {
    await loginAs('free');
    await expect(swipe({ profile_id: mutual, action: 'like' })).resolves.toMatchObject({
      likes_left_today: 4,
      match: true,
    });
    const headers = { 'Idempotency-Key': 'swipe-key-0000000001' };
    const first = await swipe({ profile_id: plain, action: 'like' }, { headers });
    await expect(swipe({ profile_id: plain, action: 'like' }, { headers })).resolves.toEqual(first);
    expect(first.likes_left_today).toBe(3);
    expect(swipeDays.findFirst((q) => q.where({ memberId: free }))?.likes).toBe(1);
  });

  it('follows the like rules: blocked, invisible, unknown and oneself are refused without using a like', async () => {
    await loginAs('free');
    await expect(swipe({ profile_id: blockedPersona, action: 'like' })).rejects.toMatchObject({
      status: 403,
      code: 'blocked_by_member',
      details: { name: 'blocked' },
    });
    await expect(swipe({ profile_id: invisible, action: 'like' })).rejects.toMatchObject({
      status: 403,
      code: 'member_invisible',
    });
    await expect(swipe({ profile_id: disabled, action: 'like' })).rejects.toMatchObject({ status: 404 });
    await expect(swipe({ profile_id: 99_999, action: 'pass' })).rejects.toMatchObject({ status: 404 });
    for (const action of ['like', 'pass'] as const) {
      await expect(swipe({ profile_id: free, action })).rejects.toMatchObject({
        status: 400,
        fields: { profile_id: 'not_allowed' },
      });
    }
    await expect(getSwipeCandidates()).resolves.toMatchObject({ likes_left_today: 4 });
  });
});

describe('match profile (spec §2 /likes/m/{id}, match modal)', () => {
  it('answers both cards of a mutual like', async () => {
    await loginAs('free');
    await expect(getMatchProfile({ id: mutual })).resolves.toMatchObject({
      profile: { id: mutual, liked: true },
      me: { id: free, name: 'free', liked: false },
    });
  });

  it('answers 404 until both liked, and again after a like is taken back', async () => {
    await loginAs('free');
    await expect(getMatchProfile({ id: likedFree })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
    await expect(getMatchProfile({ id: plain })).rejects.toMatchObject({ status: 404 });
    await likeMember({ profile_id: likedFree });
    await expect(getMatchProfile({ id: likedFree })).resolves.toMatchObject({ profile: { id: likedFree } });
    await unlikeMember({ profile_id: likedFree });
    await expect(getMatchProfile({ id: likedFree })).rejects.toMatchObject({ status: 404 });
  });

  it('answers 404 for unknown profiles, oneself and a match blocked either way', async () => {
    await loginAs('free');
    await expect(getMatchProfile({ id: 99_999 })).rejects.toMatchObject({ status: 404 });
    await expect(getMatchProfile({ id: free })).rejects.toMatchObject({ status: 404 });
    await blocks.create({ blockerId: mutual, blockedId: free, createdAt: evening.toISOString() });
    await expect(getMatchProfile({ id: mutual })).rejects.toMatchObject({ status: 404 });
    blocks.delete((q) => q.where({ blockerId: mutual, blockedId: free }));
    await blocks.create({ blockerId: free, blockedId: mutual, createdAt: evening.toISOString() });
    await expect(getMatchProfile({ id: mutual })).rejects.toMatchObject({ status: 404 });
  });
});
