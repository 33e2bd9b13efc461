import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../tests/utils/memory-storage';
import { clearOutboxes, hasUnsentMessages } from './chat-outbox-keys';
import {
  addToOutbox,
  forgetOutboxLists,
  outboxOf,
  removeFromOutbox,
  subscribeOutbox,
  updateOutbox,
  type OutboxMessage,
} from './chat-outbox';

let localStorage: Storage;

beforeEach(() => {
  localStorage = createMemoryStorage();
  vi.stubGlobal('localStorage', localStorage);
  forgetOutboxLists();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const message = (clientId: string, change: Partial<OutboxMessage> = {}): OutboxMessage => ({
  clientId,
  key: `key-${clientId}`,
  conversation: 7,
  text: `text of ${clientId}`,
  state: 'queued',
  at: 1_700_000_000_000,
  ...change,
});

/** What the next page of this browser reads: the stored copy, not this page's memory. */
const afterReload = (memberId: number) => {
  forgetOutboxLists();
  return outboxOf(memberId);
};

describe('the chat outbox', () => {
  it('keeps each member’s unsent messages in order across a reload, and tells who listens', () => {
    const heard = vi.fn();
    const stop = subscribeOutbox(heard);
    addToOutbox(1, message('a'));
    addToOutbox(1, message('b', { member: 101, conversation: undefined, startKey: 'start-1' }));
    addToOutbox(2, message('c'));
    stop();
    expect(heard).toHaveBeenCalledTimes(3);
    expect(afterReload(1).map((each) => each.clientId)).toEqual(['a', 'b']);
    expect(afterReload(1)[1]).toMatchObject({ member: 101, startKey: 'start-1' });
    expect(afterReload(2).map((each) => each.clientId)).toEqual(['c']);
  });

  it('reads a message stored as on its way as waiting to go again, with the same key', () => {
    addToOutbox(1, message('a', { state: 'sending' }));
    expect(outboxOf(1)[0]?.state).toBe('sending');
    expect(afterReload(1)[0]).toMatchObject({ state: 'queued', key: 'key-a' });
  });

  it('changes and removes messages, gives the same list while nothing changed, and drops the key when empty', () => {
    addToOutbox(1, message('a'));
    addToOutbox(1, message('b'));
    const before = outboxOf(1);
    updateOutbox(1, (each) => each);
    expect(outboxOf(1)).toBe(before);
    updateOutbox(1, (each) =>
      each.clientId === 'a'
        ? {
            ...each,
            state: 'failed',
            problem: { status: 402, code: 'insufficient_credits', message: 'No credits' },
          }
        : each,
    );
    expect(afterReload(1)[0]).toMatchObject({ state: 'failed', problem: { status: 402 } });
    removeFromOutbox(1, 'a');
    removeFromOutbox(1, 'b');
    expect(localStorage.getItem('chat-outbox:1')).toBeNull();
  });

  it('keeps what still reads as a message from a list changed by hand, and nothing from one that is not a list', () => {
    localStorage.setItem(
      'chat-outbox:1',
      JSON.stringify([
        message('a'),
        { clientId: 'b', text: 42 },
        message('c', { state: 'lost' as 'queued' }),
      ]),
    );
    expect(afterReload(1).map((each) => each.clientId)).toEqual(['a']);
    localStorage.setItem('chat-outbox:1', '{"not":"a list"}');
    expect(afterReload(1)).toEqual([]);
    localStorage.setItem('chat-outbox:1', 'not json');
    expect(afterReload(1)).toEqual([]);
  });

  it('reads what another tab stored, and tells who listens when the browser says it changed', () => {
    addToOutbox(1, message('a'));
    localStorage.setItem('chat-outbox:1', JSON.stringify([message('a'), message('b')]));
    expect(outboxOf(1).map((each) => each.clientId)).toEqual(['a', 'b']);
    const heard = vi.fn();
    vi.stubGlobal('window', new EventTarget());
    const stop = subscribeOutbox(heard);
    window.dispatchEvent(Object.assign(new Event('storage'), { key: 'some-other-key' }));
    expect(heard).not.toHaveBeenCalled();
    window.dispatchEvent(Object.assign(new Event('storage'), { key: 'chat-outbox:1' }));
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it('forgets every member’s messages, and nothing else, when the session ends', () => {
    localStorage.setItem('chat-draft:1:7', 'a draft');
    addToOutbox(1, message('a'));
    addToOutbox(2, message('b'));
    expect(hasUnsentMessages(1)).toBe(true);
    clearOutboxes();
    expect(hasUnsentMessages(1)).toBe(false);
    expect(outboxOf(1)).toEqual([]);
    expect(afterReload(2)).toEqual([]);
    expect(localStorage.getItem('chat-draft:1:7')).toBe('a draft');
  });
});
