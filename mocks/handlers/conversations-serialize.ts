import type { Image, Message, MessageStatus } from '../../generated/model';
import type { Member } from '../db/members';
import { gifts } from '../db/social';
import { clientIdOf } from './conversations-side-state';
import type { MessageRecord } from './conversations-store';

/** Chat photos are stored as JPEG; the thumbnails sit next to them, like profile photos. */
const chatImage = (filename: string): Image => {
  const stem = filename.replace(/\.jpg$/, '');
  return { filename, thumb_filename: `${stem}_thumb.jpg`, match: `${stem}_match.jpg` };
};

/**
 * Received messages the member fetches are at least delivered; the member's own ones count as
 * delivered once the recipient was active after they were sent (their app polls the chat list).
 */
const statusOf = (message: MessageRecord, fromMe: boolean, other: Member): MessageStatus => {
  if (message.read) return 'read';
  if (!fromMe || Date.parse(other.lastActiveAt) >= Date.parse(message.sentAt)) return 'delivered';
  return 'sent';
};

export const messageOf = (message: MessageRecord, me: Member, other: Member): Message => {
  const fromMe = message.fromId === me.id;
  const { giftId } = message;
  const gift = giftId === null ? undefined : gifts.findFirst((q) => q.where({ id: giftId }));
  return {
    id: message.id,
    conversation_id: message.conversationId,
    from_me: fromMe,
    kind: message.kind,
    text: message.kind === 'text' ? message.text : null,
    photo:
      message.kind === 'photo' && message.photoFilename !== null ? chatImage(message.photoFilename) : null,
    gift:
      message.kind === 'gift' && gift !== undefined
        ? { id: gift.id, name: gift.name, image: { url: gift.image } }
        : null,
    sent_at: message.sentAt,
    read: message.read,
    status: statusOf(message, fromMe, other),
    ...(fromMe ? { client_id: clientIdOf(message) } : {}),
  };
};
