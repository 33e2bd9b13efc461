import { localStore, readString, removeKeysWithPrefix } from './storage';

/**
 * Where the chat outbox (chat-outbox.ts) keeps each member's unsent messages, and the two questions
 * every page asks of it — is anything waiting? forget it all — without the outbox's own code, which
 * only pages that send load.
 */
export const outboxPrefix = 'chat-outbox:';

export const outboxStorageKey = (memberId: number): string => `${outboxPrefix}${String(memberId)}`;

/** Whether this browser holds messages of the member that the server has not accepted yet. */
export const hasUnsentMessages = (memberId: number): boolean =>
  readString(localStore(), outboxStorageKey(memberId)) !== undefined;

/** Every member's unsent messages: the session ended (a shared device keeps nobody's words). */
export const clearOutboxes = (): void => {
  removeKeysWithPrefix(localStore(), outboxPrefix);
};
