import { outboxPrefix, outboxStorageKey } from './chat-outbox-keys';
import { isRecord, localStore, readString, removeKey, writeJson } from './storage';

/**
 * The member's messages the server has not accepted yet (issue 15 item 4, decision 021): kept in
 * this browser, so a reload, a closed tab or a lost connection loses no word, and each keeps the
 * Idempotency-Key of its next attempt, so it goes out once however often it is tried. Dropped when
 * the session ends (after the member agreed to lose them), like the drafts.
 */
export interface OutboxMessage {
  /** The message's own id (the contract's `client_id`), stable across attempts. */
  clientId: string;
  /**
   * The Idempotency-Key of its next attempt: the same after a lost answer (the server answers the
   * message it already has, never a second one), a new one after a refusal the server answered.
   */
  key: string;
  /** The other member, where the conversation is not known yet (a first message starts it). */
  member?: number;
  /** The conversation, once known; a first message starts it. */
  conversation?: number;
  /** The Idempotency-Key for starting the conversation, while it is not known. */
  startKey?: string;
  text: string;
  /**
   * `queued`: waiting for its turn or for the connection; `sending`: on its way (after a reload,
   * on its way with an unknown end, so sent again with the same key); `failed`: the member decides.
   */
  state: 'queued' | 'sending' | 'failed';
  /** Why it failed: an answered refusal, the server's trouble, or no answer at all. */
  problem?: OutboxProblem;
  /** When the member wrote it (ms). */
  at: number;
}

/** An error as it can be kept: enough to say it again in the member's language. */
export interface OutboxProblem {
  /** 0: no answer (connection); otherwise the HTTP status. */
  status: number;
  code: string;
  message: string;
  name?: string;
  maxLength?: number;
}

const isProblem = (value: unknown): value is OutboxProblem =>
  isRecord(value) &&
  typeof value.status === 'number' &&
  typeof value.code === 'string' &&
  typeof value.message === 'string';

const isOutboxMessage = (value: unknown): value is OutboxMessage =>
  isRecord(value) &&
  typeof value.clientId === 'string' &&
  typeof value.key === 'string' &&
  (value.member === undefined || typeof value.member === 'number') &&
  (value.conversation === undefined || typeof value.conversation === 'number') &&
  (value.startKey === undefined || typeof value.startKey === 'string') &&
  typeof value.text === 'string' &&
  (value.state === 'queued' || value.state === 'sending' || value.state === 'failed') &&
  (value.problem === undefined || isProblem(value.problem)) &&
  typeof value.at === 'number';

/** The stored list as text: what the cached list was read from, and so whether it is current. */
const storedText = (memberId: number): string | undefined =>
  readString(localStore(), outboxStorageKey(memberId));

/**
 * `firstRead`: the page's first read of the list. A message stored as on its way then was left so
 * by a page that is gone, with its answer: it goes again, with the same key, so the server answers
 * the message it may already have. Read again later (another tab wrote), "on its way" is that
 * tab's own attempt, left to it.
 */
const parse = (text: string | undefined, firstRead: boolean): readonly OutboxMessage[] => {
  if (text === undefined) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  const messages = (Array.isArray(value) ? value : []).filter(isOutboxMessage);
  return firstRead
    ? messages.map((message) => (message.state === 'sending' ? { ...message, state: 'queued' } : message))
    : messages;
};

/**
 * The lists in use, by member, with the stored text each was read from. Storage is the truth, so
 * another tab's change or the end of the session shows at the next read; where the browser refuses
 * storage the list lives here alone (sending still works, a reload loses it).
 */
const lists = new Map<number, { text: string | undefined; list: readonly OutboxMessage[] }>();
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** The member's unsent messages, oldest first; the same array until it changes. */
export const outboxOf = (memberId: number): readonly OutboxMessage[] => {
  const text = storedText(memberId);
  const cached = lists.get(memberId);
  if (cached !== undefined && (cached.text === text || localStore() === undefined)) return cached.list;
  const list = parse(text, cached === undefined);
  lists.set(memberId, { text, list });
  return list;
};

const save = (memberId: number, list: readonly OutboxMessage[]) => {
  const key = outboxStorageKey(memberId);
  if (list.length === 0) removeKey(localStore(), key);
  else writeJson(localStore(), key, list);
  lists.set(memberId, { text: storedText(memberId), list });
  notify();
};

export const addToOutbox = (memberId: number, message: OutboxMessage): void => {
  save(memberId, [...outboxOf(memberId), message]);
};

/** Changes the messages `change` answers for (a changed copy, or the same one). */
export const updateOutbox = (memberId: number, change: (message: OutboxMessage) => OutboxMessage): void => {
  const before = outboxOf(memberId);
  const after = before.map(change);
  if (after.some((message, index) => message !== before[index])) save(memberId, after);
};

export const removeFromOutbox = (memberId: number, clientId: string): void => {
  const before = outboxOf(memberId);
  const after = before.filter((message) => message.clientId !== clientId);
  if (after.length !== before.length) save(memberId, after);
};

/** Another tab changed an outbox: whoever shows one reads it again. */
const onStorage = (event: StorageEvent) => {
  if (event.key === null || event.key.startsWith(outboxPrefix)) notify();
};

export const subscribeOutbox = (listener: () => void): (() => void) => {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
};

/** Forgets the lists of this page (a test's fresh start; a storage-refusing browser's logout). */
export const forgetOutboxLists = (): void => {
  lists.clear();
  notify();
};

/** The conversation is gone (deleted): what still waited for it can go nowhere. */
export const removeConversationFromOutbox = (memberId: number, conversation: number): void => {
  const before = outboxOf(memberId);
  const after = before.filter((message) => message.conversation !== conversation);
  if (after.length !== before.length) save(memberId, after);
};
