import { describe, expect, it } from 'vitest';
import type { Message } from '../../../generated/model';
import { firstUnreadOf, messageRows, rowsChange, rowsShown } from './message-rows';

const message = (id: number, fromMe: boolean, sentAt: string): Message => ({
  id,
  conversation_id: 1,
  from_me: fromMe,
  kind: 'text',
  text: `message ${String(id)}`,
  photo: null,
  gift: null,
  sent_at: sentAt,
  read: true,
  status: 'read',
});

// Local times: days are the member's own.
const at = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString();

describe('the rows of a conversation', () => {
  const messages = [message(1, true, at(25, 9)), message(2, false, at(25, 22)), message(3, false, at(26, 8))];

  it('puts a day before the first message of each day, and the divider before the first unread one', () => {
    expect(messageRows(messages, 3).map((row) => row.kind)).toEqual([
      'day',
      'message',
      'message',
      'day',
      'unread',
      'message',
    ]);
    expect(messageRows(messages, undefined).some((row) => row.kind === 'unread')).toBe(false);
    // Keys stay with their message when older ones come before it.
    const keys = messageRows(messages, undefined).map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(messageRows([message(0, true, at(24, 9)), ...messages], undefined).map((row) => row.key)).toEqual(
      expect.arrayContaining(keys),
    );
  });

  it("finds the first unread among the other member's messages, by how many were unread", () => {
    expect(firstUnreadOf(messages, 1)).toBe(3);
    expect(firstUnreadOf(messages, 2)).toBe(2);
    expect(firstUnreadOf(messages, 0)).toBeUndefined();
    // More unread than loaded: the divider would be on a page not loaded yet.
    expect(firstUnreadOf(messages, 5)).toBeUndefined();
  });
});

describe('what changed in the rows between two renders', () => {
  const shown = (messages: Message[]) => rowsShown(messageRows(messages, undefined));
  const theirs = message(10, false, at(26, 8));
  const mine = message(12, true, at(26, 9));
  const today = [theirs, mine];

  it('tells the first rows, an older page and a new message at the end', () => {
    expect(rowsChange(shown([]), shown(today))).toBe('opened');
    expect(rowsChange(shown(today), shown([message(5, false, at(25, 8)), ...today]))).toBe('older');
    expect(rowsChange(shown(today), shown([...today, message(13, false, at(26, 10))]))).toBe('newer');
    // A status that moved on (read, delivered) brings nothing new.
    expect(rowsChange(shown(today), shown(today.map((each) => ({ ...each, read: false }))))).toBe('none');
  });

  it('counts a message put before the last one as newer: the list at the latest must follow it', () => {
    // The other member wrote while the member's own message (12) was on its way: it reaches the
    // list with the next check, after 12, and goes before it by its id. The last row stays 12.
    const withTheirs = [theirs, message(11, false, at(26, 9)), mine];
    expect(rowsChange(shown(today), shown(withTheirs))).toBe('newer');
  });

  it('leaves an older page of the same day for the rows on show (its day row stays first)', () => {
    const sameDay = [message(8, true, at(26, 6)), message(9, false, at(26, 7)), ...today];
    expect(rowsChange(shown(today), shown(sameDay))).toBe('none');
  });
});
