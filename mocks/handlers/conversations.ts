import { mayStartConversation, mayWriteFirstTo } from '../../src/domain/messaging-rules';
import { ageOn } from '../../src/domain/signup-rules';
import { clock } from '../../src/lib/clock';
import type { Member } from '../db/members';
import { conversations } from '../db/social';
import { giftHandlers } from './conversations-gifts';
import { sendHandlers } from './conversations-send';
import { messageOf } from './conversations-serialize';
import { isMemberTyping, signalTyping } from './conversations-side-state';
import {
  blockedByMember,
  conversationBetween,
  conversationLimit,
  conversationsStartedBy,
  createConversation,
  historyOf,
  isReachable,
  markRead,
  memberById,
  memberInvisible,
  openConversationOf,
  otherIdOf,
  replyBlock,
  unreadTotal,
} from './conversations-store';
import { handleMember } from './support/operation';
import { notFound, validationError } from './support/respond';
import { isOnline, mainImage } from './support/serialize';

const defaultPageSize = 30;

/** Cursors are opaque to the app: base64url of the oldest message of the page before. */
const cursorFor = (messageId: number): string =>
  btoa(`msg:${messageId}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const messageIdOf = (cursor: string): number | undefined => {
  try {
    const match = /^msg:([1-9]\d{0,15})$/.exec(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')));
    return match?.[1] === undefined ? undefined : Number(match[1]);
  } catch {
    return undefined;
  }
};

/** The member's open conversation with the given id and the member it is with. */
const openWithOther = (id: number, me: Member) => {
  const conversation = openConversationOf(id, me);
  const other = conversation === undefined ? undefined : memberById(otherIdOf(conversation, me.id));
  return conversation === undefined || other === undefined ? undefined : { conversation, other };
};

export const conversationHandlers = [
  /** Spec §2 chats-id, §4: the chat header; `can_reply` says whether the composer works. */
  handleMember('getConversation', ({ query, member: me, reply }) => {
    const found = openWithOther(query.id, me);
    if (found === undefined) return notFound('No such conversation');
    const { conversation, other } = found;
    const reason = replyBlock(me, other);
    return reply(200, {
      conversation: {
        id: conversation.id,
        created_at: conversation.createdAt,
        can_reply: reason === null,
        cannot_reply_reason: reason,
        typing: isMemberTyping(conversation.id, other.id),
      },
      profile: {
        id: other.id,
        name: other.name,
        age: ageOn(other.dateOfBirth, clock.nowMs()),
        country: other.country,
        city: other.city,
        main_image: mainImage(other.id),
        status: other.profileStatus,
        online: isOnline(other),
        fictional: other.fictional,
      },
    });
  }),

  /**
   * Spec §2, §4, §6: an existing conversation comes back (200, counting nothing); a new one is
   * created empty (201) and counts against a free member's 2 once their first message is in.
   */
  handleMember('startConversation', async ({ body, member: me, reply }) => {
    const { profile_id: profileId } = body;
    if (profileId === me.id) return validationError({ profile_id: 'invalid' });
    const other = memberById(profileId);
    if (other === undefined || !isReachable(other)) return notFound('No such profile');
    if (replyBlock(me, other) === 'blocked_by_member') return blockedByMember(other);
    const existing = conversationBetween(me.id, other.id);
    if (existing !== undefined) {
      if (existing.deletedFor.includes(me.id)) {
        await conversations.update((q) => q.where({ id: existing.id }), {
          data: (c) => void (c.deletedFor = c.deletedFor.filter((id) => id !== me.id)),
        });
      }
      return reply(200, { conversation: { id: existing.id } });
    }
    if (!mayWriteFirstTo(other, false)) return memberInvisible();
    if (!mayStartConversation(me, conversationsStartedBy(me))) return conversationLimit();
    const conversation = await createConversation(me, other);
    return reply(201, { conversation: { id: conversation.id } });
  }),

  /**
   * Spec §4, §9: cursor paging from the newest message back; a call without `before` opens the
   * conversation and reads the other member's messages first, so the page shows them read.
   */
  handleMember('getMessages', async ({ query, member: me, reply }) => {
    const found = openWithOther(query.conversation, me);
    if (found === undefined) return notFound('No such conversation');
    const { conversation, other } = found;
    const { before, limit = defaultPageSize } = query;
    if (before === undefined) await markRead(conversation.id, me);
    const history = historyOf(conversation.id);
    let end = history.length;
    if (before !== undefined) {
      const cursorId = messageIdOf(before);
      end = history.findIndex((message) => message.id === cursorId);
      if (end < 0) return validationError({ before: 'invalid' });
    }
    const start = Math.max(0, end - limit);
    const oldest = history[start];
    return reply(200, {
      messages: history.slice(start, end).map((message) => messageOf(message, me, other)),
      next_cursor: start > 0 && oldest !== undefined ? cursorFor(oldest.id) : null,
      typing: isMemberTyping(conversation.id, other.id),
    });
  }),

  /** Spec §2: the other member sees the signal for about 5 s, unless the member cannot write. */
  handleMember('sendTyping', ({ body, member: me, reply }) => {
    const found = openWithOther(body.conversation, me);
    if (found === undefined) return notFound('No such conversation');
    if (replyBlock(me, found.other) === null) signalTyping(found.conversation.id, me.id);
    return reply(204, undefined);
  }),

  /** Spec §4: reads the conversation and answers the unread total left for the badge. */
  handleMember('markConversationRead', async ({ body, member: me, reply }) => {
    const conversation = openConversationOf(body.conversation, me);
    if (conversation === undefined) return notFound('No such conversation');
    await markRead(conversation.id, me);
    return reply(200, { num_unread: unreadTotal(me) });
  }),

  ...sendHandlers,
  ...giftHandlers,
];
