import { describe, expect, it } from 'vitest';
import {
  deleteChat,
  getChats,
  getConversation,
  getMessages,
  markConversationRead,
  sendMessage,
  sendTyping,
  startConversation,
} from '../../generated/hooks/chat/chat';
import { clock } from '../../src/lib/clock';
import { members, type Member } from '../db/members';
import { blocks, conversations, messages } from '../db/social';
import { longConversationId, longConversationMessages } from '../seed/social';
import { loginAs, persona } from '../../tests/utils/simulation';

/** Changes a seeded member; call it after the test's first request, which reseeds. */
const setMember = (id: number, changes: Partial<Member>) =>
  members.update((q) => q.where({ id }), { data: (m) => void Object.assign(m, changes) });

const block = (blockerId: number, blockedId: number) =>
  blocks.create({ blockerId, blockedId, createdAt: clock.now().toISOString() });

const conversationRecord = (id: number) => conversations.findFirst((q) => q.where({ id }));

const messagesIn = (conversationId: number) => messages.findMany((q) => q.where({ conversationId }));

const unreadFor = (conversationId: number, readerId: number) =>
  messagesIn(conversationId).filter((m) => m.fromId !== readerId && !m.read).length;

/** A conversation the generated member `otherId` started by writing to the free persona. */
const receivedConversation = async (otherId: number) => {
  const at = clock.now().toISOString();
  await conversations.create({
    id: 5000,
    memberA: otherId,
    memberB: 1,
    startedBy: otherId,
    createdAt: at,
    updatedAt: at,
    deletedFor: [],
  });
  await messages.create({
    id: 90_000,
    conversationId: 5000,
    fromId: otherId,
    kind: 'text',
    text: 'Hello free!',
    photoFilename: null,
    giftId: null,
    sentAt: at,
    read: false,
  });
};

describe('getConversation (spec §2 chats-id, §4)', () => {
  it('answers the conversation and the other member for the chat header', async () => {
    await loginAs('premium');
    const { conversation, profile } = await getConversation({ id: 1 });
    expect(conversation).toEqual({
      id: 1,
      created_at: conversationRecord(1)?.createdAt,
      can_reply: true,
      cannot_reply_reason: null,
      typing: false,
    });
    expect(profile).toMatchObject({ id: 1, name: 'free', country: 'GB', city: 'London', status: 'active' });
    expect(profile.age).toBeGreaterThanOrEqual(34);
    expect(profile.main_image).toMatchObject({ filename: '1/9.jpg' });
  });

  it('does not read the conversation', async () => {
    await loginAs('premium');
    await getConversation({ id: longConversationId });
    expect(unreadFor(longConversationId, 2)).toBe(3);
  });

  it('answers 404 for a conversation of others and for one the member deleted', async () => {
    await loginAs('free');
    await expect(getConversation({ id: 2 })).rejects.toMatchObject({ status: 404, code: 'not_found' });
    await deleteChat({ conversation: 1 });
    await expect(getConversation({ id: 1 })).rejects.toMatchObject({ status: 404 });
  });

  it.each([
    ['the other member is not confirmed', 'not_confirmed'],
    ['the other member blocked the member', 'blocked_by_member'],
    ['the member blocked the other member', 'member_blocked'],
  ] as const)('disables replies when %s', async (_case, reason) => {
    await loginAs('free');
    if (reason === 'not_confirmed') await setMember(2, { status: 'not_confirmed' });
    if (reason === 'blocked_by_member') await block(2, 1);
    if (reason === 'member_blocked') await block(1, 2);
    await expect(getConversation({ id: 1 })).resolves.toMatchObject({
      conversation: { can_reply: false, cannot_reply_reason: reason },
    });
  });

  it('needs a session', async () => {
    await expect(getConversation({ id: 1 })).rejects.toMatchObject({
      status: 403,
      code: 'authentication_required',
    });
  });
});

describe('startConversation (spec §2, §4, §6)', () => {
  it('answers an existing conversation with 200, also one the other member started', async () => {
    await loginAs('premium');
    await expect(startConversation({ profile_id: 1 })).resolves.toEqual({ conversation: { id: 1 } });
    await loginAs('free');
    await expect(startConversation({ profile_id: 2 })).resolves.toEqual({ conversation: { id: 1 } });
    expect(conversations.findMany((q) => q.where({ memberA: 1 }))).toHaveLength(1);
  });

  it('restores a conversation the member deleted', async () => {
    await loginAs('free');
    await deleteChat({ conversation: 1 });
    await startConversation({ profile_id: 2 });
    const { chats } = await getChats();
    expect(chats.map((chat) => chat.conversation.id)).toEqual([1]);
  });

  it('creates an empty conversation with 201 that the other member sees from the first message', async () => {
    await loginAs('free');
    const request = new Request(`${location.origin}/api/chat.php`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ profile_id: 200 }),
    });
    const response = await fetch(request);
    expect(response.status).toBe(201);
    const { conversation } = (await response.json()) as { conversation: { id: number } };
    expect(messagesIn(conversation.id)).toHaveLength(0);
    expect(conversationRecord(conversation.id)).toMatchObject({
      memberA: 1,
      memberB: 200,
      deletedFor: [200],
    });
    await sendMessage({ conversation: conversation.id, text: 'Hi!' });
    expect(conversationRecord(conversation.id)?.deletedFor).toEqual([]);
  });

  it('lets a free member start 2 conversations, counting those whose first message is theirs', async () => {
    // free started conversation 1 in the seed.
    await loginAs('free');
    await setMember(1, { freeMessagesLeft: 0, credits: 20 });
    const second = await startConversation({ profile_id: 200 });
    // An empty conversation does not count yet, so a third can still be opened …
    const third = await startConversation({ profile_id: 201 });
    await sendMessage({ conversation: second.conversation.id, text: 'Hello' });
    // … but writing in it would start a third.
    await expect(sendMessage({ conversation: third.conversation.id, text: 'Hello' })).rejects.toMatchObject({
      status: 409,
      code: 'conversation_limit',
    });
    await expect(startConversation({ profile_id: 202 })).rejects.toMatchObject({
      status: 409,
      code: 'conversation_limit',
    });
    expect(messagesIn(third.conversation.id)).toHaveLength(0);
  });

  it('does not count a conversation the other member wrote first in', async () => {
    await loginAs('free');
    await receivedConversation(203);
    await sendMessage({ conversation: 5000, text: 'Hi back' });
    const second = await startConversation({ profile_id: 200 });
    await expect(sendMessage({ conversation: second.conversation.id, text: 'Hi' })).resolves.toMatchObject({
      message: { text: 'Hi' },
    });
  });

  it('does not give a free conversation back for deleting one', async () => {
    await loginAs('free');
    const second = await startConversation({ profile_id: 200 });
    await sendMessage({ conversation: second.conversation.id, text: 'Hi' });
    await deleteChat({ conversation: 1 });
    await deleteChat({ conversation: second.conversation.id });
    await expect(startConversation({ profile_id: 201 })).rejects.toMatchObject({
      code: 'conversation_limit',
    });
  });

  it('has no limit for paid members', async () => {
    await loginAs('premium');
    for (const id of [200, 201, 202, 203]) {
      const { conversation } = await startConversation({ profile_id: id });
      await sendMessage({ conversation: conversation.id, text: 'Hi' });
    }
    expect(persona('premium').credits).toBe(46);
  });

  it('refuses the own profile (400), and unknown or disabled profiles (404)', async () => {
    await loginAs('free');
    await expect(startConversation({ profile_id: 1 })).rejects.toMatchObject({
      status: 400,
      fields: { profile_id: 'invalid' },
    });
    await expect(startConversation({ profile_id: 99_999 })).rejects.toMatchObject({ status: 404 });
    await setMember(200, { profileStatus: 'disabled' });
    await expect(startConversation({ profile_id: 200 })).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a member who blocked the member, naming them', async () => {
    await loginAs('free');
    await expect(startConversation({ profile_id: 6 })).rejects.toMatchObject({
      status: 403,
      code: 'blocked_by_member',
      details: { name: 'blocked' },
    });
  });

  it('refuses an invisible member who has not written first, not one who has', async () => {
    await loginAs('free');
    await setMember(200, { invisible: true });
    await expect(startConversation({ profile_id: 200 })).rejects.toMatchObject({
      status: 403,
      code: 'member_invisible',
    });
    await receivedConversation(203);
    await setMember(203, { invisible: true });
    await expect(startConversation({ profile_id: 203 })).resolves.toEqual({ conversation: { id: 5000 } });
  });

  it('answers a repeated Idempotency-Key with the first conversation', async () => {
    await loginAs('free');
    const headers = { 'Idempotency-Key': 'start-key-0000000001' };
    const first = await startConversation({ profile_id: 200 }, { headers });
    await expect(startConversation({ profile_id: 200 }, { headers })).resolves.toEqual(first);
    expect(conversations.findMany((q) => q.where({ memberA: 1, memberB: 200 }))).toHaveLength(1);
  });
});

describe('getMessages (spec §2, §4, §9)', () => {
  it('pages through 10,000 messages, oldest first within a page, quickly', async () => {
    await loginAs('premium');
    const started = performance.now();
    const seen: number[] = [];
    let before: string | undefined;
    let pages = 0;
    for (;;) {
      const page = await getMessages({ conversation: longConversationId, limit: 100, before });
      const times = page.messages.map((m) => Date.parse(m.sent_at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      seen.unshift(...page.messages.map((m) => m.id));
      pages += 1;
      if (page.next_cursor === null) break;
      before = page.next_cursor;
    }
    expect(pages).toBe(longConversationMessages / 100);
    expect(new Set(seen).size).toBe(longConversationMessages);
    expect(seen).toEqual(messagesIn(longConversationId).map((m) => m.id));
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  it('answers the latest 30 by default, with a cursor to the page before', async () => {
    await loginAs('premium');
    const history = messagesIn(longConversationId);
    const first = await getMessages({ conversation: longConversationId });
    expect(first.messages.map((m) => m.id)).toEqual(history.slice(-30).map((m) => m.id));
    const second = await getMessages({ conversation: longConversationId, before: first.next_cursor ?? '' });
    expect(second.messages.map((m) => m.id)).toEqual(history.slice(-60, -30).map((m) => m.id));
  });

  it('reads the other member’s messages when opened without a cursor, and shows them read', async () => {
    await loginAs('premium');
    expect(unreadFor(longConversationId, 2)).toBe(3);
    const { messages: page } = await getMessages({ conversation: longConversationId, limit: 5 });
    for (const message of page.slice(-3)) {
      expect(message).toMatchObject({ from_me: false, read: true, status: 'read' });
    }
    expect(unreadFor(longConversationId, 2)).toBe(0);
    const { chats } = await getChats();
    expect(chats.find((chat) => chat.conversation.id === longConversationId)?.num_unread_messages).toBe(0);
  });

  it('does not read anything when paging back with a cursor', async () => {
    await loginAs('premium');
    const { next_cursor: cursor } = await getMessages({ conversation: longConversationId, limit: 5 });
    await messages.update((q) => q.where({ conversationId: longConversationId, fromId: 102 }), {
      data: (m) => void (m.read = false),
    });
    await getMessages({ conversation: longConversationId, before: cursor ?? '' });
    expect(unreadFor(longConversationId, 2)).toBe(1);
  });

  it('shows the member’s own messages as sent, with their text as stored and their client_id', async () => {
    await loginAs('free');
    await sendMessage({ conversation: 1, text: '<b>Hi</b> & bye', client_id: 'tmp-1' });
    const { messages: page } = await getMessages({ conversation: 1 });
    expect(page.at(-1)).toMatchObject({
      client_id: 'tmp-1',
      from_me: true,
      kind: 'text',
      text: '<b>Hi</b> & bye',
      photo: null,
      gift: null,
      read: false,
      status: 'sent',
    });
  });

  it('refuses a malformed cursor and one from another conversation', async () => {
    await loginAs('premium');
    const { next_cursor: cursor } = await getMessages({ conversation: longConversationId });
    await expect(getMessages({ conversation: 2, before: cursor ?? '' })).rejects.toMatchObject({
      status: 400,
      code: 'validation',
      fields: { before: 'invalid' },
    });
    await expect(getMessages({ conversation: 2, before: 'bm9wZQ' })).rejects.toMatchObject({
      fields: { before: 'invalid' },
    });
  });

  it('answers 404 for a conversation of others or one the member deleted', async () => {
    await loginAs('free');
    await expect(getMessages({ conversation: longConversationId })).rejects.toMatchObject({ status: 404 });
    await deleteChat({ conversation: 1 });
    await expect(getMessages({ conversation: 1 })).rejects.toMatchObject({ status: 404 });
  });
});

describe('sendTyping (spec §2)', () => {
  it('shows the other member typing for about 5 seconds', async () => {
    await loginAs('premium');
    await sendTyping({ conversation: 1 });
    await expect(getMessages({ conversation: 1 })).resolves.toMatchObject({ typing: false });
    await loginAs('free');
    await expect(getMessages({ conversation: 1 })).resolves.toMatchObject({ typing: true });
    await expect(getConversation({ id: 1 })).resolves.toMatchObject({ conversation: { typing: true } });
    clock.advance(5);
    await expect(getMessages({ conversation: 1 })).resolves.toMatchObject({ typing: false });
  });

  it('signals nothing from a member who cannot write in the conversation', async () => {
    await loginAs('premium');
    await block(1, 2);
    await sendTyping({ conversation: 1 });
    await loginAs('free');
    await expect(getConversation({ id: 1 })).resolves.toMatchObject({ conversation: { typing: false } });
  });

  it('answers 404 for a conversation of others', async () => {
    await loginAs('free');
    await expect(sendTyping({ conversation: 2 })).rejects.toMatchObject({ status: 404 });
  });
});

describe('markConversationRead (spec §4)', () => {
  it('reads one conversation and answers the unread total left', async () => {
    await loginAs('premium');
    const before = (await getChats()).num_unread;
    await expect(markConversationRead({ conversation: longConversationId })).resolves.toEqual({
      num_unread: before - 3,
    });
    expect(unreadFor(longConversationId, 2)).toBe(0);
    await expect(markConversationRead({ conversation: longConversationId })).resolves.toEqual({
      num_unread: before - 3,
    });
  });

  it('answers 404 for a conversation of others', async () => {
    await loginAs('free');
    await expect(markConversationRead({ conversation: 2 })).rejects.toMatchObject({ status: 404 });
  });
});
