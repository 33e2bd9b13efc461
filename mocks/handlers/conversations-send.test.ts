import { multipartBody, multipartContentType, type UploadFile } from '../../tests/utils/multipart';
import { describe, expect, it } from 'vitest';
import {
  deleteChat,
  getChats,
  getMessages,
  sendMessage,
  startConversation,
} from '../../generated/hooks/chat/chat';
import type { SendMessageResponse } from '../../generated/model';
import { maxPhotoBytes } from '../../src/domain/photo-rules';
import { clock } from '../../src/lib/clock';
import { transactions } from '../db/commerce';
import { members, type Member } from '../db/members';
import { blocks, conversations, messages } from '../db/social';
import { configureSite } from '../db/site-settings';
import { loginAs, persona } from '../../tests/utils/simulation';

/** Changes a seeded member; call it after the test's first request, which reseeds. */
const setMember = (id: number, changes: Partial<Member>) =>
  members.update((q) => q.where({ id }), { data: (m) => void Object.assign(m, changes) });

const block = (blockerId: number, blockedId: number) =>
  blocks.create({ blockerId, blockedId, createdAt: clock.now().toISOString() });

const messagesIn = (conversationId: number) => messages.findMany((q) => q.where({ conversationId }));

const spendsOf = (memberId: number) => transactions.findMany((q) => q.where({ memberId, kind: 'spend' }));

/** Posts a message without the client, to read error extras the client does not keep. */
const postMessage = async (body: object) => {
  const response = await fetch(`${location.origin}/api/messages.php`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

const jpeg = (size = 2048): UploadFile => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
  return { name: 'me.jpg', type: 'image/jpeg', bytes };
};

const encoded = (value: string) => new TextEncoder().encode(value);

interface Refusal {
  status: number;
  code: string;
  fields: Record<string, string>;
}

/**
 * Sends the photo form the way a browser does, with the session cookie and an Idempotency-Key as
 * the app's HTTP policy adds them. Not through the generated `sendPhotoMessage`: it sets
 * `Content-Type: multipart/form-data` without the boundary, so no server can read its body
 * (reported); and under jsdom a FormData's File loses its bytes on the way into Node's fetch.
 */
const sendPhoto = async (conversation: number, file: UploadFile | null, key?: string) => {
  const response = await fetch(`${location.origin}/api/message-photo.php`, {
    method: 'POST',
    credentials: 'include',
    headers: {
      'Content-Type': multipartContentType,
      'Idempotency-Key': key ?? crypto.randomUUID(),
    },
    body: multipartBody({ conversation: String(conversation) }, file),
  });
  if (response.ok) return (await response.json()) as SendMessageResponse;
  const { error } = (await response.json()) as { error: { code: string; fields?: Record<string, string> } };
  const refusal: Refusal = { status: response.status, code: error.code, fields: error.fields ?? {} };
  throw Object.assign(new Error(error.code), refusal);
};

describe('sendMessage (spec §4, §6, §8, §9)', () => {
  it('stores the trimmed plain text and uses one of a free member’s free messages', async () => {
    clock.freeze(clock.now());
    await loginAs('free');
    const answer = await sendMessage({ conversation: 1, text: '  <i>Hi</i> & hello  ', client_id: 'tmp-7' });
    expect(answer).toEqual({
      message: {
        id: expect.any(Number) as number,
        conversation_id: 1,
        from_me: true,
        kind: 'text',
        text: '<i>Hi</i> & hello',
        photo: null,
        gift: null,
        sent_at: clock.now().toISOString(),
        read: false,
        status: 'sent',
        client_id: 'tmp-7',
      },
      credits: 0,
      free_messages_left: 1,
    });
    expect(messagesIn(1).at(-1)).toMatchObject({ fromId: 1, text: '<i>Hi</i> & hello', read: false });
    expect(persona('free').freeMessagesLeft).toBe(1);
    expect(spendsOf(1)).toHaveLength(0);
    expect(conversations.findFirst((q) => q.where({ id: 1 }))?.updatedAt).toBe(answer.message.sent_at);
  });

  it('charges message_credits once the free messages are used up', async () => {
    await loginAs('free');
    await setMember(1, { freeMessagesLeft: 0, credits: 5 });
    configureSite({ message_credits: 2 });
    await expect(sendMessage({ conversation: 1, text: 'Hi' })).resolves.toMatchObject({
      credits: 3,
      free_messages_left: 0,
    });
    expect(persona('free').credits).toBe(3);
    expect(spendsOf(1)).toEqual([
      expect.objectContaining({ credits: -2, description: 'Message to premium', state: 'completed' }),
    ]);
  });

  it('refuses with insufficient_credits when neither free messages nor credits are left', async () => {
    await loginAs('free');
    await setMember(1, { freeMessagesLeft: 0, credits: 1 });
    configureSite({ message_credits: 2 });
    const before = messagesIn(1).length;
    await expect(sendMessage({ conversation: 1, text: 'Hi' })).rejects.toMatchObject({
      status: 402,
      code: 'insufficient_credits',
    });
    expect(messagesIn(1)).toHaveLength(before);
    expect(persona('free').credits).toBe(1);
  });

  it('charges premium members credits for every message, and refuses them without credits', async () => {
    await loginAs('premium');
    await expect(sendMessage({ conversation: 1, text: 'Hi' })).resolves.toMatchObject({
      credits: 49,
      free_messages_left: 0,
    });
    await setMember(2, { credits: 0 });
    await expect(sendMessage({ conversation: 1, text: 'Hi' })).rejects.toMatchObject({
      code: 'insufficient_credits',
    });
  });

  it('refuses text longer than message_length, saying the limit', async () => {
    await loginAs('free');
    configureSite({ message_length: 10 });
    await expect(postMessage({ conversation: 1, text: '01234567890' })).resolves.toEqual({
      status: 400,
      body: {
        error: {
          code: 'message_too_long',
          message: 'Messages can be at most 10 characters long',
          max_length: 10,
        },
      },
    });
    await expect(sendMessage({ conversation: 1, text: '  0123456789  ' })).resolves.toMatchObject({
      message: { text: '0123456789' },
    });
  });

  it('refuses white space only as too short', async () => {
    await loginAs('free');
    await expect(sendMessage({ conversation: 1, text: '   ' })).rejects.toMatchObject({
      status: 400,
      code: 'validation',
      fields: { text: 'too_short' },
    });
  });

  it('refuses a member who blocked the member, naming them, and one the member blocked', async () => {
    await loginAs('free');
    await block(2, 1);
    await expect(sendMessage({ conversation: 1, text: 'Hi' })).rejects.toMatchObject({
      status: 403,
      code: 'blocked_by_member',
      details: { name: 'premium' },
    });
    blocks.deleteMany((q) => q.where({ blockerId: 2 }));
    await block(1, 2);
    await expect(sendMessage({ conversation: 1, text: 'Hi' })).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
    });
  });

  it('lets an unconfirmed member write, but nobody reply to them', async () => {
    await loginAs('unconfirmed');
    const { conversation } = await startConversation({ profile_id: 2 });
    await expect(sendMessage({ conversation: conversation.id, text: 'Hi premium' })).resolves.toMatchObject({
      message: { from_me: true },
    });
    await loginAs('premium');
    await expect(sendMessage({ conversation: conversation.id, text: 'Hi' })).rejects.toMatchObject({
      status: 403,
      code: 'not_confirmed',
    });
  });

  it('brings a conversation both members deleted back for both', async () => {
    await loginAs('premium');
    await deleteChat({ conversation: 1 });
    await loginAs('free');
    await deleteChat({ conversation: 1 });
    await expect(sendMessage({ conversation: 1, text: 'Still there?' })).resolves.toMatchObject({
      message: { conversation_id: 1 },
    });
    expect((await getChats()).chats.map((chat) => chat.conversation.id)).toContain(1);
    await loginAs('premium');
    expect((await getChats()).chats.map((chat) => chat.conversation.id)).toContain(1);
  });

  it('answers 404 for an unknown conversation and one of others', async () => {
    await loginAs('free');
    await expect(sendMessage({ conversation: 99_999, text: 'Hi' })).rejects.toMatchObject({ status: 404 });
    await expect(sendMessage({ conversation: 2, text: 'Hi' })).rejects.toMatchObject({ status: 404 });
  });

  it('never sends or charges twice for a repeated Idempotency-Key', async () => {
    await loginAs('free');
    const headers = { 'Idempotency-Key': 'send-key-00000000001' };
    const before = messagesIn(1).length;
    const first = await sendMessage({ conversation: 1, text: 'Once' }, { headers });
    await expect(sendMessage({ conversation: 1, text: 'Once' }, { headers })).resolves.toEqual(first);
    expect(messagesIn(1)).toHaveLength(before + 1);
    expect(persona('free').freeMessagesLeft).toBe(1);
  });
});

describe('sendPhotoMessage (spec §3, §6, §8)', () => {
  it('sends a premium member’s photo for photo_credits', async () => {
    await loginAs('premium');
    const answer = await sendPhoto(1, jpeg());
    expect(answer).toMatchObject({
      message: { kind: 'photo', text: null, gift: null, from_me: true, status: 'sent' },
      credits: 48,
      free_messages_left: 0,
    });
    expect(answer.message.photo?.filename).toMatch(/^chat\/1\/[0-9a-f]+\.jpg$/);
    expect(answer.message.photo?.thumb_filename).toMatch(/^chat\/1\/[0-9a-f]+_thumb\.jpg$/);
    expect(spendsOf(2)).toEqual([expect.objectContaining({ credits: -2, description: 'Photo to free' })]);
    await loginAs('free');
    const { messages: page } = await getMessages({ conversation: 1 });
    expect(page.at(-1)).toMatchObject({ kind: 'photo', from_me: false, photo: answer.message.photo });
  });

  it('is a premium feature, whatever the credits', async () => {
    await loginAs('free');
    await setMember(1, { credits: 100 });
    await expect(sendPhoto(1, jpeg())).rejects.toMatchObject({ status: 402, code: 'premium_only' });
  });

  it('refuses a premium member with fewer credits than photo_credits', async () => {
    await loginAs('premium');
    await setMember(2, { credits: 1 });
    await expect(sendPhoto(1, jpeg())).rejects.toMatchObject({ status: 402, code: 'insufficient_credits' });
    expect(messagesIn(1).filter((m) => m.kind === 'photo')).toHaveLength(0);
  });

  it('takes only JPEG, PNG or WebP files of at most 10 MB', async () => {
    await loginAs('premium');
    const gif = { name: 'a.jpg', type: 'image/jpeg', bytes: encoded('GIF89a-not-really') };
    await expect(sendPhoto(1, gif)).rejects.toMatchObject({ fields: { file: 'unsupported_file_type' } });
    await expect(sendPhoto(1, jpeg(maxPhotoBytes + 1))).rejects.toMatchObject({
      status: 400,
      fields: { file: 'file_too_large' },
    });
    await expect(sendPhoto(1, null)).rejects.toMatchObject({ fields: { file: 'required' } });
  });

  it('follows the blocking rule and answers 404 for a conversation of others', async () => {
    await loginAs('premium');
    await block(1, 2);
    await expect(sendPhoto(1, jpeg())).rejects.toMatchObject({ status: 403, code: 'blocked_by_member' });
    await expect(sendPhoto(900, jpeg())).rejects.toMatchObject({ status: 404 });
  });

  it('never sends or charges twice for a repeated Idempotency-Key', async () => {
    await loginAs('premium');
    const first = await sendPhoto(1, jpeg(), 'photo-key-0000000001');
    await expect(sendPhoto(1, jpeg(), 'photo-key-0000000001')).resolves.toEqual(first);
    expect(persona('premium').credits).toBe(48);
  });
});
