import {
  cannotReplyReason,
  startedConversations,
  type CannotReplyReason,
  type Charge,
} from '../../src/domain/messaging-rules';
import { clock } from '../../src/lib/clock';
import { nextId } from '../db';
import { transactions } from '../db/commerce';
import { members, type Member } from '../db/members';
import { blocks, conversations, messages, notifications } from '../db/social';
import { apiError } from './support/respond';

export type ConversationRecord = ReturnType<typeof conversations.all>[number];
export type MessageRecord = ReturnType<typeof messages.all>[number];

export const otherIdOf = (conversation: ConversationRecord, memberId: number): number =>
  conversation.memberA === memberId ? conversation.memberB : conversation.memberA;

const isPartOf = (conversation: ConversationRecord, memberId: number) =>
  conversation.memberA === memberId || conversation.memberB === memberId;

/** A conversation of the member, whether or not they deleted it from their list. */
export const conversationOf = (id: number, me: Member): ConversationRecord | undefined => {
  const conversation = conversations.findFirst((q) => q.where({ id }));
  return conversation !== undefined && isPartOf(conversation, me.id) ? conversation : undefined;
};

/** A conversation the member can open: theirs and not deleted by them. */
export const openConversationOf = (id: number, me: Member): ConversationRecord | undefined => {
  const conversation = conversationOf(id, me);
  return conversation?.deletedFor.includes(me.id) === false ? conversation : undefined;
};

export const conversationBetween = (a: number, b: number): ConversationRecord | undefined =>
  conversations.findFirst((q) =>
    q.where((c) => (c.memberA === a && c.memberB === b) || (c.memberA === b && c.memberB === a)),
  );

export const memberById = (id: number): Member | undefined => members.findFirst((q) => q.where({ id }));

/** Profiles others may reach: not disabled and not pending deletion. */
export const isReachable = (member: Member): boolean =>
  member.profileStatus === 'active' && member.status !== 'pending_deletion';

const hasBlocked = (blockerId: number, blockedId: number): boolean =>
  blocks.findFirst((q) => q.where({ blockerId, blockedId })) !== undefined;

export const replyBlock = (me: Member, other: Member): CannotReplyReason | null =>
  cannotReplyReason({
    otherStatus: other.status,
    blockedByOther: hasBlocked(other.id, me.id),
    blockedOther: hasBlocked(me.id, other.id),
  });

export const blockedByMember = (other: Member) =>
  apiError(403, 'blocked_by_member', `You're blocked by ${other.name}`, { name: other.name });

/** The 403 answer for a member who cannot write to the other member. */
export const replyRefusal = (reason: CannotReplyReason, other: Member) => {
  if (reason === 'blocked_by_member') return blockedByMember(other);
  if (reason === 'member_blocked')
    return apiError(403, 'forbidden', `Unblock ${other.name} to write to them`);
  return apiError(
    403,
    'not_confirmed',
    'This member cannot receive replies until they confirm their e-mail address',
  );
};

export const memberInvisible = () =>
  apiError(403, 'member_invisible', 'This member cannot be messaged first');

export const conversationLimit = () =>
  apiError(409, 'conversation_limit', 'Free members can start up to 2 conversations');

export const insufficientCredits = () => apiError(402, 'insufficient_credits', 'Insufficient credits');

/**
 * Times written by `toISOString` (all of them, seeded or sent) have one fixed layout, so they
 * compare as strings, without parsing each of the 10,000 dates on every page.
 */
const compareTimes = (a: string, b: string): number =>
  a.length === b.length && a.endsWith('Z') && b.endsWith('Z')
    ? Number(a > b) - Number(a < b)
    : Date.parse(a) - Date.parse(b);

const olderFirst = (a: MessageRecord, b: MessageRecord) => compareTimes(a.sentAt, b.sentAt) || a.id - b.id;

/**
 * The whole history of a conversation, oldest first. Reads the record list directly: a query
 * over the 10,000-message conversation costs several times more, on every page the app loads.
 */
export const historyOf = (conversationId: number): MessageRecord[] => {
  const history = messages.all().filter((m) => m.conversationId === conversationId);
  // Records are kept in the order they were written, so sorting is rarely needed.
  const inOrder = history.every((message, index) => {
    const previous = history[index - 1];
    return previous === undefined || olderFirst(previous, message) <= 0;
  });
  return inOrder ? history : history.sort(olderFirst);
};

/** Who wrote first in each of the given conversations (absent while one is empty). */
const firstSenders = (conversationIds: ReadonlySet<number>): Map<number, MessageRecord> => {
  const first = new Map<number, MessageRecord>();
  for (const message of messages.all()) {
    if (!conversationIds.has(message.conversationId)) continue;
    const known = first.get(message.conversationId);
    if (known === undefined || olderFirst(message, known) < 0) first.set(message.conversationId, message);
  }
  return first;
};

export const firstSenderOf = (conversationId: number): number | null =>
  firstSenders(new Set([conversationId])).get(conversationId)?.fromId ?? null;

export const hasWritten = (conversationId: number, memberId: number): boolean =>
  messages.findFirst((q) => q.where({ conversationId, fromId: memberId })) !== undefined;

/** Conversations the member started, deleted ones included (spec §6: deleting gives none back). */
export const conversationsStartedBy = (me: Member): number => {
  const ids = new Set(
    conversations.findMany((q) => q.where((c) => isPartOf(c, me.id))).map((conversation) => conversation.id),
  );
  const first = firstSenders(ids);
  return startedConversations(
    me.id,
    [...ids].map((id) => first.get(id)?.fromId ?? null),
  );
};

/** The member's unread messages over every conversation still in their list. */
export const unreadTotal = (me: Member): number => {
  const open = new Set(
    conversations
      .findMany((q) => q.where((c) => isPartOf(c, me.id) && !c.deletedFor.includes(me.id)))
      .map((conversation) => conversation.id),
  );
  return messages.all().filter((m) => open.has(m.conversationId) && m.fromId !== me.id && !m.read).length;
};

/** Opening a conversation reads the other member's messages in it (spec §4). */
export const markRead = async (conversationId: number, me: Member): Promise<void> => {
  const unread = (m: MessageRecord) => m.conversationId === conversationId && m.fromId !== me.id && !m.read;
  // The app re-polls an open conversation; most polls find nothing to read.
  if (!messages.all().some(unread)) return;
  await messages.updateMany((q) => q.where(unread), { data: (m) => void (m.read = true) });
};

type Content = Pick<MessageRecord, 'kind' | 'text' | 'photoFilename' | 'giftId'>;

/**
 * Stores a message and brings the conversation back for whoever deleted it. The first message
 * decides who started the conversation (spec §6). The other member gets a notification of it.
 */
export const storeMessage = async (
  conversation: ConversationRecord,
  me: Member,
  content: Content,
): Promise<MessageRecord> => {
  const first = firstSenderOf(conversation.id) === null;
  const sentAt = clock.now().toISOString();
  const message = await messages.create({
    id: nextId(messages.all()),
    conversationId: conversation.id,
    fromId: me.id,
    ...content,
    sentAt,
    read: false,
  });
  await conversations.update((q) => q.where({ id: conversation.id }), {
    data: (c) => {
      c.updatedAt = sentAt;
      c.deletedFor = [];
      if (first) c.startedBy = me.id;
    },
  });
  // Spec §9: the receiver hears of it — a new conversation for its first message, else a message.
  await notifications.create({
    id: nextId(notifications.all()),
    memberId: otherIdOf(conversation, me.id),
    type: first ? 'new_conversations' : 'new_messages',
    profileId: me.id,
    createdAt: sentAt,
    read: false,
  });
  return message;
};

/** Takes a charge from the member's balance; credits spent show on the transactions page. */
export const applyCharge = async (me: Member, charge: Charge, description: string): Promise<Member> => {
  if (charge.credits > 0) {
    await transactions.create({
      id: nextId(transactions.all()),
      memberId: me.id,
      kind: 'spend',
      description,
      credits: -charge.credits,
      amount: null,
      currency: null,
      paymentMethod: null,
      state: 'completed',
      orderId: null,
      createdAt: clock.now().toISOString(),
    });
  }
  const updated = await members.update((q) => q.where({ id: me.id }), {
    data: (m) => {
      m.credits -= charge.credits;
      m.freeMessagesLeft = Math.max(0, m.freeMessagesLeft - charge.freeMessages);
    },
  });
  return updated ?? me;
};

/** Starts an empty conversation; the other member sees it once the first message arrives. */
export const createConversation = async (me: Member, other: Member): Promise<ConversationRecord> => {
  const now = clock.now().toISOString();
  return conversations.create({
    id: nextId(conversations.all()),
    memberA: me.id,
    memberB: other.id,
    startedBy: me.id,
    createdAt: now,
    updatedAt: now,
    deletedFor: [other.id],
  });
};
