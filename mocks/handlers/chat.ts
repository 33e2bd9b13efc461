import type { ChatListItem } from '../../generated/model';
import type { Member } from '../db/members';
import { members } from '../db/members';
import { conversations, messages } from '../db/social';
import { handleMember } from './support/operation';
import { notFound } from './support/respond';
import { isOnline, mainImage } from './support/serialize';

const previewLength = 120;

type ConversationRecord = ReturnType<typeof conversations.all>[number];

const otherOf = (conversation: ConversationRecord, me: Member) =>
  conversation.memberA === me.id ? conversation.memberB : conversation.memberA;

/** The member's conversations, minus those they deleted, newest first. */
export const conversationsOf = (me: Member): ConversationRecord[] =>
  conversations
    .findMany((q) =>
      q.where((c) => (c.memberA === me.id || c.memberB === me.id) && !c.deletedFor.includes(me.id)),
    )
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));

const listItem = (conversation: ConversationRecord, me: Member, other: Member): ChatListItem => {
  const history = messages.findMany((q) => q.where({ conversationId: conversation.id }));
  const last = history.reduce<(typeof history)[number] | undefined>(
    (latest, m) => (latest === undefined || Date.parse(m.sentAt) >= Date.parse(latest.sentAt) ? m : latest),
    undefined,
  );
  return {
    conversation: { id: conversation.id },
    profile: {
      id: other.id,
      name: other.name,
      main_image: mainImage(other.id),
      online: isOnline(other),
      fictional: other.fictional,
    },
    num_unread_messages: history.filter((m) => m.fromId !== me.id && !m.read).length,
    last_message:
      last === undefined
        ? null
        : {
            text_preview: last.kind === 'text' ? (last.text ?? '').slice(0, previewLength) : '',
            sent_at: last.sentAt,
            from_me: last.fromId === me.id,
            kind: last.kind,
          },
    updated_at: conversation.updatedAt,
  };
};

export const chatHandlers = [
  handleMember('getChats', ({ member, reply }) => {
    const me = member;
    const chats = conversationsOf(me).flatMap((conversation) => {
      const other = members.findFirst((q) => q.where({ id: otherOf(conversation, me) }));
      return other === undefined ? [] : [listItem(conversation, me, other)];
    });
    return reply(200, {
      chats,
      num_unread: chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0),
    });
  }),

  // Spec §4: the conversation leaves this member's list; deleting it again changes nothing.
  handleMember('deleteChat', async ({ body: { conversation: id }, member, reply }) => {
    const me = member;
    const conversation = conversations.findFirst((q) => q.where({ id }));
    if (conversation === undefined || (conversation.memberA !== me.id && conversation.memberB !== me.id)) {
      return notFound('No such conversation');
    }
    if (!conversation.deletedFor.includes(me.id)) {
      await conversations.update((q) => q.where({ id }), { data: (c) => void c.deletedFor.push(me.id) });
    }
    return reply(200, { ok: true });
  }),
];
