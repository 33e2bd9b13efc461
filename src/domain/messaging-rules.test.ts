import { describe, expect, it } from 'vitest';
import {
  cannotReplyReason,
  freeMessagesLeft,
  giftCharge,
  isTyping,
  mayStartConversation,
  mayWriteFirstTo,
  messageCharge,
  messageLength,
  photoCharge,
  startedConversations,
  startsConversation,
} from './messaging-rules';

const free = { paidUser: false, credits: 0, freeMessagesLeft: 2 };
const premium = { paidUser: true, credits: 50, freeMessagesLeft: 0 };

describe('free conversations (spec §6, §9)', () => {
  it('counts the conversations whose first message is the member’s, empty ones not', () => {
    expect(startedConversations(1, [1, 2, null, 1, 3])).toBe(2);
    expect(startedConversations(1, [null, 2])).toBe(0);
  });

  it('lets a free member start 2 conversations and a paid member any number', () => {
    expect(mayStartConversation(free, 0)).toBe(true);
    expect(mayStartConversation(free, 1)).toBe(true);
    expect(mayStartConversation(free, 2)).toBe(false);
    expect(mayStartConversation(premium, 40)).toBe(true);
  });

  it('starts a conversation with the first message of an empty one only', () => {
    expect(startsConversation(null)).toBe(true);
    expect(startsConversation(7)).toBe(false);
  });
});

describe('what sending costs (spec §1, §3, §6, §8)', () => {
  it('uses a free message first, then message_credits', () => {
    expect(messageCharge(free, 1)).toEqual({ allowed: true, credits: 0, freeMessages: 1 });
    expect(messageCharge({ ...free, freeMessagesLeft: 0, credits: 3 }, 2)).toEqual({
      allowed: true,
      credits: 2,
      freeMessages: 0,
    });
    expect(messageCharge({ ...free, freeMessagesLeft: 0, credits: 1 }, 2)).toEqual({
      allowed: false,
      reason: 'insufficient_credits',
    });
  });

  it('charges paid members credits per message, and refuses them at too few credits', () => {
    expect(messageCharge({ ...premium, freeMessagesLeft: 3 }, 1)).toEqual({
      allowed: true,
      credits: 1,
      freeMessages: 0,
    });
    expect(messageCharge({ ...premium, credits: 0 }, 1)).toMatchObject({ allowed: false });
  });

  it('takes nothing when messages cost no credits on the site', () => {
    expect(messageCharge({ ...free, freeMessagesLeft: 0 }, 0)).toEqual({
      allowed: true,
      credits: 0,
      freeMessages: 0,
    });
  });

  it('gives a paid member no free messages', () => {
    expect(freeMessagesLeft({ paidUser: true, freeMessagesLeft: 3 })).toBe(0);
    expect(freeMessagesLeft({ paidUser: false, freeMessagesLeft: 2 })).toBe(2);
  });

  it('keeps photos for premium members at photo_credits each', () => {
    expect(photoCharge({ ...free, credits: 100 }, 2)).toEqual({ allowed: false, reason: 'premium_only' });
    expect(photoCharge(premium, 2)).toEqual({ allowed: true, credits: 2, freeMessages: 0 });
    expect(photoCharge({ ...premium, credits: 1 }, 2)).toEqual({
      allowed: false,
      reason: 'insufficient_credits',
    });
  });

  it('never pays a gift with free messages', () => {
    expect(giftCharge({ ...free, freeMessagesLeft: 3, credits: 4 }, 5)).toEqual({
      allowed: false,
      reason: 'insufficient_credits',
    });
    expect(giftCharge({ ...free, credits: 5 }, 5)).toEqual({ allowed: true, credits: 5, freeMessages: 0 });
  });
});

describe('who may write (spec §4, §6)', () => {
  const open = { otherStatus: 'active', blockedByOther: false, blockedOther: false } as const;

  it('refuses replies to an unconfirmed member and across a block, blocks first', () => {
    expect(cannotReplyReason(open)).toBeNull();
    expect(cannotReplyReason({ ...open, otherStatus: 'not_confirmed' })).toBe('not_confirmed');
    expect(cannotReplyReason({ ...open, blockedOther: true })).toBe('member_blocked');
    expect(
      cannotReplyReason({ otherStatus: 'not_confirmed', blockedByOther: true, blockedOther: true }),
    ).toBe('blocked_by_member');
  });

  it('lets nobody write first to an invisible member', () => {
    expect(mayWriteFirstTo({ invisible: true }, false)).toBe(false);
    expect(mayWriteFirstTo({ invisible: true }, true)).toBe(true);
    expect(mayWriteFirstTo({ invisible: false }, false)).toBe(true);
  });

  it('shows typing until the signal runs out', () => {
    expect(isTyping(undefined, 1000)).toBe(false);
    expect(isTyping(5000, 4999)).toBe(true);
    expect(isTyping(5000, 5000)).toBe(false);
  });

  it('counts characters after trimming, an emoji as one', () => {
    expect(messageLength('  hi  ')).toBe(2);
    expect(messageLength('😊😊')).toBe(2);
  });
});
