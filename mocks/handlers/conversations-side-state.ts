import { isTyping, typingWindowSeconds } from '../../src/domain/messaging-rules';
import { clock } from '../../src/lib/clock';
import { conversations } from '../db/social';
import type { MessageRecord } from './conversations-store';

/**
 * What the database has no field for — typing signals and the client ids of sent messages —
 * lives here, per conversation. A conversation created anew (a reseed recreates every one)
 * starts without any, so nothing carries over from one seeded state into the next.
 */
interface SideState {
  typingUntil: Map<number, number>;
  clientIds: Map<number, string>;
}

const sideStates = new Map<number, SideState>();

conversations.hooks.on('create', (event) => {
  sideStates.delete(event.data.record.id);
});

const sideStateOf = (conversationId: number): SideState => {
  let state = sideStates.get(conversationId);
  if (state === undefined) {
    state = { typingUntil: new Map(), clientIds: new Map() };
    sideStates.set(conversationId, state);
  }
  return state;
};

export const signalTyping = (conversationId: number, memberId: number): void => {
  sideStateOf(conversationId).typingUntil.set(memberId, clock.nowMs() + typingWindowSeconds * 1000);
};

export const isMemberTyping = (conversationId: number, memberId: number): boolean =>
  isTyping(sideStates.get(conversationId)?.typingUntil.get(memberId), clock.nowMs());

/** Keeps the app's own id of a sent message, echoed on the sender's copy from then on. */
export const rememberClientId = (message: MessageRecord, clientId: string | undefined): void => {
  if (clientId !== undefined) sideStateOf(message.conversationId).clientIds.set(message.id, clientId);
};

export const clientIdOf = (message: MessageRecord): string | null =>
  sideStates.get(message.conversationId)?.clientIds.get(message.id) ?? null;
