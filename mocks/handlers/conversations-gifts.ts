import {
  giftCharge,
  mayStartConversation,
  mayWriteFirstTo,
  startsConversation,
} from '../../src/domain/messaging-rules';
import { gifts } from '../db/social';
import { icebreakersFor } from './conversations-icebreakers';
import { messageOf } from './conversations-serialize';
import {
  applyCharge,
  conversationBetween,
  conversationLimit,
  conversationOf,
  conversationsStartedBy,
  createConversation,
  firstSenderOf,
  hasWritten,
  insufficientCredits,
  isReachable,
  memberById,
  memberInvisible,
  otherIdOf,
  replyBlock,
  replyRefusal,
  storeMessage,
} from './conversations-store';
import { handleMember } from './support/operation';
import { notFound, validationError } from './support/respond';

export const giftHandlers = [
  /** Spec §2, §3: the catalogue by category, then by price. */
  handleMember('getGifts', ({ reply }) =>
    reply(200, {
      gifts: [...gifts.all()]
        .sort((a, b) => a.category.localeCompare(b.category) || a.credits - b.credits || a.id - b.id)
        .map((gift) => ({
          id: gift.id,
          name: gift.name,
          image: { url: gift.image },
          credits: gift.credits,
          category: gift.category,
        })),
    }),
  ),

  /**
   * Spec §2, §4, §6, §8: a gift is a message of its own, in the conversation with that member or
   * in a new one under the rules of `startConversation`; it always costs its credits.
   */
  handleMember('sendGift', async ({ body: request, member: me, reply }) => {
    const other = memberById(request.profile_id);
    if (other === undefined || !isReachable(other)) return notFound('No such profile');
    const gift = gifts.findFirst((q) => q.where({ id: request.gift_id }));
    if (gift === undefined) return notFound('No such gift');
    if (other.id === me.id) return validationError({ profile_id: 'invalid' });
    let existing = conversationBetween(me.id, other.id);
    if (request.conversation !== undefined) {
      const named = conversationOf(request.conversation, me);
      if (named === undefined || otherIdOf(named, me.id) !== other.id) {
        return validationError({ conversation: 'invalid' });
      }
      existing = named;
    }
    const reason = replyBlock(me, other);
    if (reason === 'blocked_by_member' || reason === 'member_blocked') return replyRefusal(reason, other);
    const otherHasWritten = existing !== undefined && hasWritten(existing.id, other.id);
    if (!mayWriteFirstTo(other, otherHasWritten)) return memberInvisible();
    if (reason !== null) return replyRefusal(reason, other);
    const starts = existing === undefined || startsConversation(firstSenderOf(existing.id));
    if (starts && !mayStartConversation(me, conversationsStartedBy(me))) return conversationLimit();
    const charge = giftCharge(me, gift.credits);
    if (!charge.allowed) return insufficientCredits();
    const conversation = existing ?? (await createConversation(me, other));
    const message = await storeMessage(conversation, me, {
      kind: 'gift',
      text: null,
      photoFilename: null,
      giftId: gift.id,
    });
    const after = await applyCharge(me, charge, `Gift to ${other.name}`);
    return reply(201, {
      message: messageOf(message, after, other),
      conversation: { id: conversation.id },
      credits: after.credits,
    });
  }),

  /** Spec §2: opening lines chosen for the profile's interests, with their name filled in. */
  handleMember('getIcebreakers', ({ query, member: me, reply }) => {
    const profileId = query.profile_id;
    if (profileId === me.id) return validationError({ profile_id: 'invalid' });
    const other = memberById(profileId);
    if (other === undefined || !isReachable(other)) return notFound('No such profile');
    return reply(200, { icebreakers: icebreakersFor(other) });
  }),
];
