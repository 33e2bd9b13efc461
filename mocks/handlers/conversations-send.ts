import {
  freeMessagesLeft,
  mayStartConversation,
  messageCharge,
  messageLength,
  photoCharge,
  startsConversation,
} from '../../src/domain/messaging-rules';
import { imageHeadBytes, photoFileProblem } from '../../src/domain/photo-rules';
import { clock } from '../../src/lib/clock';
import type { Member } from '../db/members';
import { siteSettings } from '../db/site-settings';
import { messageOf } from './conversations-serialize';
import { rememberClientId } from './conversations-side-state';
import {
  applyCharge,
  conversationLimit,
  conversationOf,
  conversationsStartedBy,
  firstSenderOf,
  insufficientCredits,
  memberById,
  otherIdOf,
  replyBlock,
  replyRefusal,
  storeMessage,
  type ConversationRecord,
} from './conversations-store';
import { handleMember } from './support/operation';
import { apiError, notFound, validationError } from './support/respond';

/** The contract's hard upper bound, whatever the site's `message_length` says. */
const hardMaxLength = 5000;

/**
 * A conversation of the member with the member it is with. One the member deleted still takes
 * messages: writing in it brings it back for both.
 */
const withOther = (id: number, me: Member) => {
  const conversation = conversationOf(id, me);
  const other = conversation === undefined ? undefined : memberById(otherIdOf(conversation, me.id));
  return conversation === undefined || other === undefined ? undefined : { conversation, other };
};

/** Spec §6: a free member's first message in an empty conversation starts it; at most 2. */
const exceedsConversationLimit = (me: Member, conversation: ConversationRecord): boolean =>
  !me.paidUser &&
  startsConversation(firstSenderOf(conversation.id)) &&
  !mayStartConversation(me, conversationsStartedBy(me));

const conversationField = (form: FormData): number | undefined => {
  const value = form.get('conversation');
  return typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined;
};

export const sendHandlers = [
  /**
   * Spec §4, §6, §8, §9: trimmed plain text up to `message_length`; free messages first, then
   * `message_credits` per message.
   */
  handleMember('sendMessage', async ({ body: request, member: me, reply }) => {
    const found = withOther(request.conversation, me);
    if (found === undefined) return notFound('No such conversation');
    const { conversation, other } = found;
    const settings = siteSettings();
    const text = request.text.trim();
    if (text === '') return validationError({ text: 'too_short' });
    const maxLength = Math.min(settings.message_length, hardMaxLength);
    if (messageLength(text) > maxLength) {
      return apiError(400, 'message_too_long', `Messages can be at most ${maxLength} characters long`, {
        max_length: maxLength,
      });
    }
    const reason = replyBlock(me, other);
    if (reason !== null) return replyRefusal(reason, other);
    if (exceedsConversationLimit(me, conversation)) return conversationLimit();
    const charge = messageCharge(me, settings.message_credits);
    if (!charge.allowed) return insufficientCredits();
    const message = await storeMessage(conversation, me, {
      kind: 'text',
      text,
      photoFilename: null,
      giftId: null,
    });
    rememberClientId(message, request.client_id);
    const after = await applyCharge(me, charge, `Message to ${other.name}`);
    return reply(201, {
      message: messageOf(message, after, other),
      credits: after.credits,
      free_messages_left: freeMessagesLeft(after),
    });
  }),

  /** Spec §3, §6, §8: premium members only, `photo_credits` per photo; JPEG, PNG or WebP ≤ 10 MB. */
  handleMember('sendPhotoMessage', async ({ body, member: me, reply }) => {
    const id = conversationField(body);
    if (id === undefined) {
      return validationError({ conversation: body.has('conversation') ? 'invalid' : 'required' });
    }
    // Not `instanceof File`: the parsed form's File may come from another realm than this module's.
    const file = body.get('file');
    if (file === null || typeof file === 'string') return validationError({ file: 'required' });
    const found = withOther(id, me);
    if (found === undefined) return notFound('No such conversation');
    const { conversation, other } = found;
    const head = new Uint8Array(await file.slice(0, imageHeadBytes).arrayBuffer());
    const problem = photoFileProblem(file.size, head);
    if (problem !== undefined) return validationError({ file: problem });
    const charge = photoCharge(me, siteSettings().photo_credits);
    if (!charge.allowed && charge.reason === 'premium_only') {
      return apiError(402, 'premium_only', 'Sending photos is a premium feature');
    }
    const reason = replyBlock(me, other);
    if (reason !== null) return replyRefusal(reason, other);
    if (exceedsConversationLimit(me, conversation)) return conversationLimit();
    if (!charge.allowed) return insufficientCredits();
    // The site converts every chat photo to JPEG under the conversation's folder.
    const stem = `${me.id.toString(16)}${clock.nowMs().toString(16)}`;
    const message = await storeMessage(conversation, me, {
      kind: 'photo',
      text: null,
      photoFilename: `chat/${conversation.id}/${stem}.jpg`,
      giftId: null,
    });
    const after = await applyCharge(me, charge, `Photo to ${other.name}`);
    return reply(201, {
      message: messageOf(message, after, other),
      credits: after.credits,
      free_messages_left: freeMessagesLeft(after),
    });
  }),
];
