import { describe, expect, it } from 'vitest';
import {
  getChats,
  getGifts,
  getIcebreakers,
  getMessages,
  sendGift,
  startConversation,
} from '../../generated/hooks/chat/chat';
import { transactions } from '../db/commerce';
import { members, type Member } from '../db/members';
import { conversations, messages } from '../db/social';
import { loginAs, persona } from '../../tests/utils/simulation';

/** Changes a seeded member; call it after the test's first request, which reseeds. */
const setMember = (id: number, changes: Partial<Member>) =>
  members.update((q) => q.where({ id }), { data: (m) => void Object.assign(m, changes) });

const redRose = { id: 1, name: 'Red rose', image: { url: '/cdn/gifts/red-rose.png' } };

describe('getGifts (spec §2, §3)', () => {
  it('answers the catalogue by category, then by price', async () => {
    await loginAs('free');
    const { gifts } = await getGifts();
    expect(gifts).toHaveLength(12);
    const order = gifts.map((gift) => [gift.category, gift.credits] as const);
    expect(order).toEqual([...order].sort(([a, x], [b, y]) => a.localeCompare(b) || x - y));
    expect(gifts.find((gift) => gift.id === 1)).toEqual({ ...redRose, credits: 5, category: 'flowers' });
  });
});

describe('sendGift (spec §2, §4, §6, §8)', () => {
  it('sends the gift as a message in the conversation and charges its credits', async () => {
    await loginAs('free');
    await setMember(1, { credits: 12 });
    const answer = await sendGift({ profile_id: 2, gift_id: 1, conversation: 1 });
    expect(answer).toMatchObject({
      message: { conversation_id: 1, from_me: true, kind: 'gift', text: null, photo: null, gift: redRose },
      conversation: { id: 1 },
      credits: 7,
    });
    expect(persona('free')).toMatchObject({ credits: 7, freeMessagesLeft: 2 });
    expect(transactions.findMany((q) => q.where({ memberId: 1 }))).toEqual([
      expect.objectContaining({ kind: 'spend', credits: -5, description: 'Gift to premium' }),
    ]);
    await loginAs('premium');
    const { messages: page } = await getMessages({ conversation: 1 });
    expect(page.at(-1)).toMatchObject({ kind: 'gift', from_me: false, gift: redRose });
  });

  it('finds the existing conversation when the app names none', async () => {
    await loginAs('free');
    await setMember(1, { credits: 5 });
    await expect(sendGift({ profile_id: 2, gift_id: 1 })).resolves.toMatchObject({ conversation: { id: 1 } });
  });

  it('starts a conversation, counted as the free member’s, when there is none', async () => {
    await loginAs('free');
    await setMember(1, { credits: 50 });
    const { conversation } = await sendGift({ profile_id: 200, gift_id: 1 });
    expect(conversations.findFirst((q) => q.where({ id: conversation.id }))).toMatchObject({
      memberA: 1,
      memberB: 200,
      startedBy: 1,
      deletedFor: [],
    });
    expect((await getChats()).chats[0]?.conversation.id).toBe(conversation.id);
    // With conversation 1 of the seed, that makes 2.
    await expect(sendGift({ profile_id: 201, gift_id: 1 })).rejects.toMatchObject({
      status: 409,
      code: 'conversation_limit',
    });
    await expect(startConversation({ profile_id: 201 })).rejects.toMatchObject({
      code: 'conversation_limit',
    });
    expect(persona('free').credits).toBe(45);
  });

  it('is never paid with free messages', async () => {
    await loginAs('free');
    await setMember(1, { credits: 4 });
    await expect(sendGift({ profile_id: 2, gift_id: 1 })).rejects.toMatchObject({
      status: 402,
      code: 'insufficient_credits',
    });
    expect(persona('free')).toMatchObject({ credits: 4, freeMessagesLeft: 2 });
    expect(messages.findMany((q) => q.where({ kind: 'gift' }))).toHaveLength(0);
  });

  it('refuses the own profile and a conversation with someone else (400)', async () => {
    await loginAs('premium');
    await expect(sendGift({ profile_id: 2, gift_id: 1 })).rejects.toMatchObject({
      status: 400,
      fields: { profile_id: 'invalid' },
    });
    await expect(sendGift({ profile_id: 101, gift_id: 1, conversation: 1 })).rejects.toMatchObject({
      status: 400,
      fields: { conversation: 'invalid' },
    });
  });

  it('answers 404 for an unknown or disabled profile and an unknown gift', async () => {
    await loginAs('premium');
    await expect(sendGift({ profile_id: 99_999, gift_id: 1 })).rejects.toMatchObject({ status: 404 });
    await expect(sendGift({ profile_id: 1, gift_id: 999 })).rejects.toMatchObject({ status: 404 });
    await setMember(1, { profileStatus: 'disabled' });
    await expect(sendGift({ profile_id: 1, gift_id: 1 })).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a member who blocked the member, an invisible one and an unconfirmed one', async () => {
    await loginAs('free');
    await setMember(1, { credits: 50 });
    await expect(sendGift({ profile_id: 6, gift_id: 1 })).rejects.toMatchObject({
      status: 403,
      code: 'blocked_by_member',
      details: { name: 'blocked' },
    });
    await setMember(200, { invisible: true });
    await expect(sendGift({ profile_id: 200, gift_id: 1 })).rejects.toMatchObject({
      status: 403,
      code: 'member_invisible',
    });
    await expect(sendGift({ profile_id: 4, gift_id: 1 })).rejects.toMatchObject({
      status: 403,
      code: 'not_confirmed',
    });
    expect(persona('free').credits).toBe(50);
  });

  it('never sends or charges twice for a repeated Idempotency-Key', async () => {
    await loginAs('premium');
    const headers = { 'Idempotency-Key': 'gift-key-00000000001' };
    const first = await sendGift({ profile_id: 1, gift_id: 1 }, { headers });
    await expect(sendGift({ profile_id: 1, gift_id: 1 }, { headers })).resolves.toEqual(first);
    expect(persona('premium').credits).toBe(45);
  });
});

describe('getIcebreakers (spec §2)', () => {
  it('answers up to 10 opening lines, those for the profile’s interests first, with the name', async () => {
    await loginAs('free');
    const { icebreakers } = await getIcebreakers({ profile_id: 2 });
    expect(icebreakers).toHaveLength(10);
    expect(new Set(icebreakers.map((line) => line.id)).size).toBe(10);
    // premium likes gym, travelling, dancing, wine and the beach.
    expect(icebreakers.slice(0, 5).map((line) => line.text)).toEqual([
      'Morning or evening workouts, premium?',
      "Hi premium, what's the best trip you've ever made?",
      'Salsa, disco or kitchen dancing, premium?',
      'Red, white or bubbles, premium?',
      "premium, what's your favourite beach?",
    ]);
    expect(icebreakers.every((line) => !line.text.includes('{name}'))).toBe(true);
  });

  it('refuses the own profile, and unknown or disabled profiles', async () => {
    await loginAs('free');
    await expect(getIcebreakers({ profile_id: 1 })).rejects.toMatchObject({ status: 400 });
    await expect(getIcebreakers({ profile_id: 99_999 })).rejects.toMatchObject({ status: 404 });
    await setMember(2, { profileStatus: 'disabled' });
    await expect(getIcebreakers({ profile_id: 2 })).rejects.toMatchObject({ status: 404 });
  });
});
