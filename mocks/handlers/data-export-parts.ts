import type {
  DataExport,
  ExportedConversation,
  ExportedMemberRef,
  ExportedMessage,
  Tracking,
  Transaction,
} from '../../generated/model';
import { transactions } from '../db/commerce';
import { members, type Member } from '../db/members';
import { photos } from '../db/photos';
import { reports } from '../db/reports';
import { blocks, conversations, gifts, likes, messages } from '../db/social';
import { newestFirst, transactionOf } from './payments-transactions';

/**
 * The parts of a member's data export (decision 027). Each reads only records that belong to the
 * member (their id as owner, sender, liker, blocker or reporter); another member is named by id
 * and name alone, so nothing private of theirs leaves with the file.
 */

const byTime = (a: string, b: string) => Date.parse(a) - Date.parse(b);

/** Another member by id and name; null name when the account is gone. */
export const memberRef = (id: number): ExportedMemberRef => ({
  id,
  name: members.findFirst((q) => q.where({ id }))?.name ?? null,
});

/** The traffic source kept from signup, without empty values; null when there was none. */
export const trackingOf = (member: Member): Tracking | null => {
  const { network, ref, sub1, sub2, sub3 } = member.tracking;
  if (network === undefined || network === '') return null;
  const optional = Object.entries({ ref, sub1, sub2, sub3 }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
  );
  return { network, ...Object.fromEntries(optional) };
};

export const photosOf = (member: Member): DataExport['photos'] =>
  photos
    .findMany((q) => q.where({ memberId: member.id }))
    .sort((a, b) => byTime(a.uploadedAt, b.uploadedAt) || a.id - b.id)
    .map((photo) => ({
      id: photo.id,
      filename: photo.filename,
      status: photo.status,
      is_main: photo.isMain,
      uploaded_at: photo.uploadedAt,
    }));

type MessageRecord = ReturnType<typeof messages.all>[number];

const messageOf = (member: Member, message: MessageRecord): ExportedMessage => {
  const { giftId } = message;
  return {
    id: message.id,
    direction: message.fromId === member.id ? 'sent' : 'received',
    kind: message.kind,
    text: message.kind === 'text' ? message.text : null,
    photo: message.kind === 'photo' ? message.photoFilename : null,
    gift:
      message.kind === 'gift' && giftId !== null
        ? { id: giftId, name: gifts.findFirst((q) => q.where({ id: giftId }))?.name ?? null }
        : null,
    sent_at: message.sentAt,
    read: message.read,
  };
};

/**
 * The member's conversations, also those deleted from their list (the site still holds them).
 * Messages are grouped in one pass: the seed has a conversation of 10,000 messages, and a query
 * per conversation would walk them again for each.
 */
export const conversationsOf = (member: Member): ExportedConversation[] => {
  const own = conversations
    .findMany((q) => q.where({ memberA: member.id }).or(q.where({ memberB: member.id })))
    .sort((a, b) => byTime(a.createdAt, b.createdAt) || a.id - b.id);
  const ids = new Set(own.map((conversation) => conversation.id));
  const grouped = new Map<number, MessageRecord[]>();
  for (const message of messages.all()) {
    if (!ids.has(message.conversationId)) continue;
    const list = grouped.get(message.conversationId) ?? [];
    list.push(message);
    grouped.set(message.conversationId, list);
  }
  return own.map((conversation) => ({
    id: conversation.id,
    with: memberRef(conversation.memberA === member.id ? conversation.memberB : conversation.memberA),
    started_by_me: conversation.startedBy === member.id,
    started_at: conversation.createdAt,
    deleted_from_list: conversation.deletedFor.includes(member.id),
    messages: (grouped.get(conversation.id) ?? [])
      .sort((a, b) => byTime(a.sentAt, b.sentAt) || a.id - b.id)
      .map((message) => messageOf(member, message)),
  }));
};

export const likesOf = (member: Member): DataExport['likes'] => {
  const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
    byTime(b.createdAt, a.createdAt);
  return {
    given: likes
      .findMany((q) => q.where({ fromId: member.id }))
      .sort(newestFirst)
      .map((like) => ({ member: memberRef(like.toId), liked_at: like.createdAt })),
    received: likes
      .findMany((q) => q.where({ toId: member.id }))
      .sort(newestFirst)
      .map((like) => ({ member: memberRef(like.fromId), liked_at: like.createdAt })),
  };
};

export const blocksOf = (member: Member): DataExport['blocked_members'] =>
  blocks
    .findMany((q) => q.where({ blockerId: member.id }))
    .sort((a, b) => byTime(b.createdAt, a.createdAt))
    .map((block) => ({ member: memberRef(block.blockedId), blocked_at: block.createdAt }));

/** Reports the member filed; reports about the member stay out (they would expose the reporter). */
export const reportsOf = (member: Member): DataExport['reports'] =>
  reports
    .findMany((q) => q.where({ reporterId: member.id }))
    .sort((a, b) => byTime(b.createdAt, a.createdAt) || b.id - a.id)
    .map((report) => ({
      reference: report.reference,
      member: memberRef(report.reportedId),
      reason: report.reason,
      details: report.details,
      status: report.status,
      created_at: report.createdAt,
    }));

/** As GET /api/transactions.php lists them (payments-transactions.ts), every page at once. */
export const transactionsOf = (member: Member): Transaction[] =>
  transactions
    .findMany((q) => q.where({ memberId: member.id }))
    .sort(newestFirst)
    .map(transactionOf);

export { notificationSettingsOf } from './notifications';
