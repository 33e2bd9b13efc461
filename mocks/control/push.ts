import type { NotificationType } from '../../generated/model';
import { defaultPushTypes } from '../../src/domain/notification-types';
import { members, type Member } from '../db/members';
import { conversations, notificationSettings } from '../db/social';
import { ensureFreshSimulation } from '../reset';
import { personaIds } from '../seed/personas';
import {
  conversationBetween,
  createConversation,
  firstSenderOf,
  isReachable,
  memberById,
  storeMessage,
} from '../handlers/conversations-store';

/** What a tester asks for: a message from `from` (or someone the member knows) to `to`. */
export interface PushRequest {
  /** The receiving member's e-mail address. */
  to: string;
  /** The sender's member id; by default the member's latest conversation partner, else a profile. */
  from?: number;
  text?: string;
  /** Overrides the page a click opens, to try a link that must be refused. */
  openUrl?: string;
}

/** What the site's push sender would send to the member's push service (spec §4 Push). */
export interface PushPayload {
  title: string;
  body: string;
  /** The page the message is about, on the site's origin (decision 029). */
  checkUrl: string;
  /** The page a click on the notification opens. */
  openUrl: string;
}

export type PushDelivery =
  | { delivered: true; conversationId: number; payload: PushPayload }
  /** The message is stored either way; only the push is not sent. */
  | { delivered: false; conversationId: number; reason: 'not_subscribed' | 'preference_off' };

export class ControlRequestError extends Error {}

const personaIdSet: ReadonlySet<number> = new Set(Object.values(personaIds));

/** The member's most recent conversation partner, else the first profile who can write. */
const senderFor = (member: Member, from: number | undefined): Member => {
  if (from !== undefined) {
    const chosen = memberById(from);
    if (chosen === undefined || chosen.id === member.id) throw new ControlRequestError('no such sender');
    return chosen;
  }
  const latest = conversations
    .findMany((q) => q.where((c) => c.memberA === member.id || c.memberB === member.id))
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))[0];
  const partner =
    latest === undefined
      ? undefined
      : memberById(latest.memberA === member.id ? latest.memberB : latest.memberA);
  if (partner !== undefined && isReachable(partner)) return partner;
  const profile = members.findFirst((q) =>
    q.where((m) => m.id !== member.id && !personaIdSet.has(m.id) && isReachable(m)),
  );
  if (profile === undefined) throw new ControlRequestError('nobody can write to this member');
  return profile;
};

const wantsPush = (member: Member, type: NotificationType): boolean => {
  const stored = notificationSettings.findFirst((q) => q.where({ memberId: member.id }))?.push;
  return stored?.[type] ?? defaultPushTypes.includes(type);
};

/**
 * The simulation's "someone writes to the member" with the push the real site would send: the
 * message is stored as if the sender wrote it (so chats, unread counts and notifications follow
 * the rules), and the push payload is answered when the member has a push subscription and wants
 * pushes of that type. No push service is reachable offline: a journey hands the payload to the
 * browser's push worker itself (Chrome DevTools Protocol, decision 029).
 */
export const sendPush = async (request: PushRequest, origin: string): Promise<PushDelivery> => {
  // Straight to the database: a reseed the state awaits comes first.
  await ensureFreshSimulation();
  const member = members.findFirst((q) => q.where({ email: request.to }));
  if (member === undefined) throw new ControlRequestError('no member with that e-mail address');
  const sender = senderFor(member, request.from);
  const conversation =
    conversationBetween(sender.id, member.id) ?? (await createConversation(sender, member));
  const type: NotificationType =
    firstSenderOf(conversation.id) === null ? 'new_conversations' : 'new_messages';
  const text = request.text ?? `Hi ${member.name}, are you there?`;
  await storeMessage(conversation, sender, { kind: 'text', text, photoFilename: null, giftId: null });
  const fresh = memberById(member.id) ?? member;
  if (!fresh.pushSubscribed)
    return { delivered: false, conversationId: conversation.id, reason: 'not_subscribed' };
  if (!wantsPush(fresh, type))
    return { delivered: false, conversationId: conversation.id, reason: 'preference_off' };
  return {
    delivered: true,
    conversationId: conversation.id,
    payload: {
      title: sender.name,
      body: text,
      checkUrl: `${origin}/chats`,
      openUrl: request.openUrl ?? `${origin}/chats/${String(conversation.id)}`,
    },
  };
};

/** Spec §4: the mail provider reports that mail to the member stopped, and why. */
export const reportMailProblem = async (
  email: string,
  reason: Member['notificationsDisabled'][number],
): Promise<void> => {
  await ensureFreshSimulation();
  const updated = await members.update((q) => q.where({ email }), {
    data: (m) => {
      if (!m.notificationsDisabled.includes(reason)) m.notificationsDisabled.push(reason);
    },
  });
  if (updated === undefined) throw new ControlRequestError('no member with that e-mail address');
};
