import type { Message } from '../../../generated/model';

/**
 * What the conversation's scrolling list shows, row by row: the messages with a separator before
 * each new day and a "new messages" divider before the first unread one. Rows have stable keys,
 * so the virtual list keeps each one's measured height when older pages are put before them.
 */
export type MessageRow =
  | { kind: 'day'; key: string; day: string }
  | { kind: 'unread'; key: string }
  | { kind: 'message'; key: string; message: Message };

/** The member's own calendar day of a timestamp, as `YYYY-MM-DD`. */
const localDay = (iso: string): string => {
  const at = new Date(iso);
  const month = String(at.getMonth() + 1).padStart(2, '0');
  const day = String(at.getDate()).padStart(2, '0');
  return `${String(at.getFullYear())}-${month}-${day}`;
};

/**
 * The rows for `messages` (oldest first). `firstUnreadId`: the first message the member had not
 * read when the conversation opened (it stays put while they read on, as in other chat apps).
 */
export const messageRows = (
  messages: readonly Message[],
  firstUnreadId: number | undefined,
): MessageRow[] => {
  const rows: MessageRow[] = [];
  let lastDay: string | undefined;
  for (const message of messages) {
    const day = localDay(message.sent_at);
    if (day !== lastDay) {
      rows.push({ kind: 'day', key: `day-${day}`, day: message.sent_at });
      lastDay = day;
    }
    if (message.id === firstUnreadId) rows.push({ kind: 'unread', key: 'unread' });
    rows.push({ kind: 'message', key: `message-${String(message.id)}`, message });
  }
  return rows;
};

/**
 * The first of the other member's messages the member had not read, given how many were unread
 * when the conversation opened (the chat list's count: opening it marks them read, and the
 * server's answer already shows them so). Undefined when none was, or it is not loaded.
 */
export const firstUnreadOf = (messages: readonly Message[], unread: number): number | undefined => {
  if (unread <= 0) return undefined;
  const theirs = messages.filter((message) => !message.from_me);
  return theirs.length >= unread ? theirs[theirs.length - unread]?.id : undefined;
};

/** What the list showed at a render: enough to tell what the next render changed. */
export interface RowsShown {
  firstKey: string | undefined;
  /** The oldest message's row (the first row is its day's, which an older page of that day keeps). */
  firstMessageKey: string | undefined;
  lastKey: string | undefined;
  count: number;
}

export const rowsShown = (rows: readonly MessageRow[]): RowsShown => ({
  firstKey: rows[0]?.key,
  firstMessageKey: rows.find((row) => row.kind === 'message')?.key,
  lastKey: rows.at(-1)?.key,
  count: rows.length,
});

/**
 * How the rows changed between two renders: `opened` (the first rows), `older` (a page came in
 * before them, with a day of its own), `newer` (messages came in at the latest end), `none` (a
 * status moved on, nothing came in, or an older page of the same day). A message can come in just
 * before the last row: the other member's message written while the member's own was on its way
 * reaches the list with the next check, after the member's, and goes before it by its id. The last
 * row stays the same then, but the rows grew with the oldest one the same: that is newer too, or a
 * member at the latest is left with the newest message under the fold (and a "jump to the latest"
 * button for a list that is at it).
 */
export const rowsChange = (before: RowsShown, after: RowsShown): 'opened' | 'older' | 'newer' | 'none' => {
  if (after.count === 0) return 'none';
  if (before.lastKey === undefined) return 'opened';
  if (before.firstKey !== after.firstKey && before.lastKey === after.lastKey) return 'older';
  if (before.lastKey !== after.lastKey) return 'newer';
  if (after.count > before.count && before.firstMessageKey === after.firstMessageKey) return 'newer';
  return 'none';
};
