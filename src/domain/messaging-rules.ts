/**
 * Spec §1, §4, §6, §9: what writing to another member costs and when it is allowed — free
 * conversations, free messages, credits for messages, photos and gifts, and who may reply.
 * Shared by the app (to explain a refusal before sending) and the simulated backend.
 */
import { freeConversationLimit } from './limits';

export interface MessagingMember {
  paidUser: boolean;
  credits: number;
  freeMessagesLeft: number;
}

/** What sending takes from the member's balance. */
export interface Charge {
  credits: number;
  freeMessages: number;
}

export type ChargeResult =
  ({ allowed: true } & Charge) | { allowed: false; reason: 'insufficient_credits' | 'premium_only' };

/** The other member's typing signal shows for this long after it arrived. */
export const typingWindowSeconds = 5;

/**
 * Conversations the member started: those whose first message is theirs. `firstSenders` holds the
 * sender of the first message of each of the member's conversations (null while one is empty);
 * deleted conversations belong in it too, since deleting does not give a free conversation back.
 */
export const startedConversations = (memberId: number, firstSenders: readonly (number | null)[]): number =>
  firstSenders.filter((sender) => sender === memberId).length;

/** Whether a message would start the conversation: nobody has written in it yet. */
export const startsConversation = (firstSenderId: number | null): boolean => firstSenderId === null;

/** Free members may start a limited number of conversations; paid members any number. */
export const mayStartConversation = (member: Pick<MessagingMember, 'paidUser'>, started: number): boolean =>
  member.paidUser || started < freeConversationLimit;

/** Free messages count only for free members; a paid member has none. */
export const freeMessagesLeft = (member: Pick<MessagingMember, 'paidUser' | 'freeMessagesLeft'>): number =>
  member.paidUser ? 0 : Math.max(0, member.freeMessagesLeft);

const chargeCredits = (member: MessagingMember, price: number): ChargeResult =>
  member.credits >= price
    ? { allowed: true, credits: price, freeMessages: 0 }
    : { allowed: false, reason: 'insufficient_credits' };

/**
 * A text message: a free member uses a free message while any are left, then pays
 * `message_credits` like a paid member does.
 */
export const messageCharge = (member: MessagingMember, messageCredits: number): ChargeResult => {
  if (messageCredits <= 0) return { allowed: true, credits: 0, freeMessages: 0 };
  if (freeMessagesLeft(member) > 0) return { allowed: true, credits: 0, freeMessages: 1 };
  return chargeCredits(member, messageCredits);
};

/** A photo: a premium feature that costs `photo_credits`, also for premium members. */
export const photoCharge = (member: MessagingMember, photoCredits: number): ChargeResult =>
  member.paidUser ? chargeCredits(member, photoCredits) : { allowed: false, reason: 'premium_only' };

/** A gift costs its price in credits; free messages never pay for one. */
export const giftCharge = (member: MessagingMember, giftCredits: number): ChargeResult =>
  chargeCredits(member, giftCredits);

export type CannotReplyReason = 'not_confirmed' | 'blocked_by_member' | 'member_blocked';

export interface ReplyContext {
  /** The other member's account status. */
  otherStatus: 'active' | 'not_confirmed' | 'pending_deletion';
  /** The other member blocked the member. */
  blockedByOther: boolean;
  /** The member blocked the other member. */
  blockedOther: boolean;
}

/** Why the member cannot write in a conversation, or null when they can; blocks come first. */
export const cannotReplyReason = (context: ReplyContext): CannotReplyReason | null => {
  if (context.blockedByOther) return 'blocked_by_member';
  if (context.blockedOther) return 'member_blocked';
  if (context.otherStatus === 'not_confirmed') return 'not_confirmed';
  return null;
};

/** Invisible members cannot be written to first: only a conversation they already wrote in. */
export const mayWriteFirstTo = (other: { invisible: boolean }, otherHasWritten: boolean): boolean =>
  !other.invisible || otherHasWritten;

/** Whether a typing signal that lasts until `typingUntilMs` still shows at `nowMs`. */
export const isTyping = (typingUntilMs: number | undefined, nowMs: number): boolean =>
  typingUntilMs !== undefined && nowMs < typingUntilMs;

/** Message length as the site counts it: characters (code points), after trimming. */
export const messageLength = (text: string): number => Array.from(text.trim()).length;
