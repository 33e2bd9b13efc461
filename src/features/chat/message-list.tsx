import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Message } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { clock } from '../../lib/clock';
import { MessageBubble } from './message-bubble';
import { messageRows, rowsChange, rowsShown, type MessageRow, type RowsShown } from './message-rows';
import styles from './conversation.module.css';

export interface MessageListProps {
  /** Loaded messages, oldest first. */
  messages: readonly Message[];
  /** The other member's name (labels, alt texts). */
  name: string;
  cdnPrefix: string;
  /** Where the "new messages" divider goes: the first message unread when the chat opened. */
  firstUnreadId: number | undefined;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  loadOlder: () => void;
  /** Shown under the history, in the same scroll (the member's messages still on their way). */
  after?: ReactNode;
  /** Changes when `after` gets something new: the list goes to its bottom to show it. */
  afterKey?: string;
}

/** A row's first guess before it is measured: one line of text in a bubble, with its gap. */
const estimatedRowPx = 64;
/** How close to the top the member scrolls before the page before is asked for. */
const loadOlderWithinPx = 400;
/** Within this of the bottom, the member is "at the latest": a new message keeps them there. */
const atBottomWithinPx = 80;

const DayRow = ({ at }: { at: string }) => {
  const { LL, locale } = useI18nContext();
  const day = new Date(at);
  const today = clock.now();
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();
  const label = sameDay(day, today)
    ? LL.chat.conversation.today()
    : sameDay(day, yesterday)
      ? LL.chat.conversation.yesterday()
      : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(day);
  return (
    <div className={styles.day}>
      <span>{label}</span>
    </div>
  );
};

const Row = ({ row, name, cdnPrefix }: { row: MessageRow; name: string; cdnPrefix: string }) => {
  const { LL } = useI18nContext();
  if (row.kind === 'day') return <DayRow at={row.day} />;
  if (row.kind === 'unread') {
    return (
      <div className={styles.unreadDivider} id="first-unread">
        <span>{LL.chat.conversation.newMessages()}</span>
      </div>
    );
  }
  return <MessageBubble message={row.message} name={name} cdnPrefix={cdnPrefix} />;
};

/**
 * The history, newest at the bottom, as a virtual list (@tanstack/react-virtual): only the rows
 * near the viewport are in the document, so a conversation of 10,000 messages scrolls as lightly
 * as one of ten (issue 15 item 5). Scrolling near the top asks for the page before; the rows put
 * before the ones on show do not move them (the scroll position grows by their height).
 */
export const MessageList = ({
  messages,
  name,
  cdnPrefix,
  firstUnreadId,
  hasOlder,
  loadingOlder,
  olderFailed,
  loadOlder,
  after,
  afterKey,
}: MessageListProps) => {
  const { LL } = useI18nContext();
  const scroller = useRef<HTMLDivElement>(null);
  const rows = messageRows(messages, firstUnreadId);
  // React's compiler leaves this component alone: the virtualizer's methods are not memoizable.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimatedRowPx,
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
  });

  // What was on show before this render (its first and last rows, how many, the list's height), to
  // tell "older rows came before" from "new messages came in" (and from the first render).
  const before = useRef<{ shown: RowsShown; total: number }>({
    shown: { firstKey: undefined, firstMessageKey: undefined, lastKey: undefined, count: 0 },
    total: 0,
  });
  const atBottom = useRef(true);
  // Where the list was sent (on opening, by a jump), held while rows measured after the scroll
  // change the heights above it, until the member scrolls themselves or older rows come in.
  const settling = useRef<{ index: number; align: 'start' | 'end' } | undefined>(undefined);
  const shown = rowsShown(rows);
  const total = virtualizer.getTotalSize();

  useLayoutEffect(() => {
    const element = scroller.current;
    const previous = before.current;
    before.current = { shown, total };
    if (element === null) return;
    const change = rowsChange(previous.shown, shown);
    if (change === 'opened') {
      // The conversation opens at its latest message (or its first unread one, further up).
      const unreadAt = rows.findIndex((row) => row.kind === 'unread');
      settling.current =
        unreadAt >= 0 ? { index: unreadAt, align: 'start' } : { index: rows.length - 1, align: 'end' };
      virtualizer.scrollToIndex(settling.current.index, { align: settling.current.align });
      return;
    }
    if (change === 'older') {
      settling.current = undefined;
      // Older rows went in before: keep the rows on show where they were.
      element.scrollTop += total - previous.total;
      return;
    }
    if (change === 'newer') {
      // New messages: the member at the latest stays there (and the list holds that place while
      // they are measured); one who scrolled up is left where they are.
      // A jump still settling (to the first unread) keeps its place: new rows do not cancel it.
      if (!atBottom.current) return;
      settling.current = { index: rows.length - 1, align: 'end' };
      virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    }
  }, [shown, total, rows, virtualizer]);

  // Measured rows changed the heights: the place the list was sent to is found again.
  useLayoutEffect(() => {
    const target = settling.current;
    if (target !== undefined) virtualizer.scrollToIndex(target.index, { align: target.align });
  }, [total, virtualizer]);

  // The member's own scrolling ends any settling: the list never pulls against them. Listened to
  // directly (passive), as these only observe the member; the keyboard's keys scroll the region.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element === null) return;
    const stop = () => {
      settling.current = undefined;
    };
    const kinds = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
    for (const kind of kinds) element.addEventListener(kind, stop, { passive: true });
    return () => {
      for (const kind of kinds) element.removeEventListener(kind, stop);
    };
  }, []);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (afterKey === undefined || element === null) return;
    // The member's own message on its way: the list goes to its very bottom and stays there.
    settling.current = undefined;
    element.scrollTop = element.scrollHeight;
  }, [afterKey]);

  // The ways back: to the latest message once the member scrolled up, to the first unread one
  // once it is above what is on show. Set only when they change, not on every scrolled pixel;
  // compared with a ref, as several scroll events may come before the next render.
  const [jumps, setJumps] = useState({ latest: false, unread: false });
  const shownJumps = useRef(jumps);
  const unreadAt = rows.findIndex((row) => row.kind === 'unread');

  const findPlace = () => {
    const element = scroller.current;
    if (element === null) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= atBottomWithinPx;
    const unreadStart = unreadAt < 0 ? undefined : virtualizer.measurementsCache[unreadAt]?.start;
    const next = {
      latest: !atBottom.current,
      unread: unreadStart !== undefined && unreadStart < element.scrollTop,
    };
    if (next.latest === shownJumps.current.latest && next.unread === shownJumps.current.unread) return;
    shownJumps.current = next;
    setJumps(next);
  };

  // Rows measured after the last scroll event change the heights without scrolling: the place is
  // found again, so a jump button never stays for a list that is at the latest after all.
  useLayoutEffect(findPlace);

  const onScroll = () => {
    findPlace();
    const element = scroller.current;
    if (element === null) return;
    if (element.scrollTop <= loadOlderWithinPx && hasOlder && !loadingOlder && !olderFailed) loadOlder();
  };

  // The button goes with the jump: the history itself takes the focus, where the keyboard scrolls on.
  const jumpTo = (index: number, align: 'start' | 'end') => {
    settling.current = { index, align };
    virtualizer.scrollToIndex(index, { align });
    const element = scroller.current;
    if (element === null) return;
    // At once, too: the virtualizer's own scroll waits for frames, and the focus moving into the
    // history in between may end it (seen on a busy phone as a jump that did not move).
    if (align === 'end') element.scrollTop = element.scrollHeight;
    else element.scrollTop = virtualizer.measurementsCache[index]?.start ?? element.scrollTop;
    element.focus({ preventScroll: true });
  };

  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={scroller}
      className={styles.scroller}
      onScroll={onScroll}
      // Focusable, so the keyboard can scroll the history (arrow keys, Page Up) from here.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container
      tabIndex={0}
      role="region"
      aria-label={LL.chat.conversation.history({ name })}
    >
      {jumps.unread && (
        <div className={styles.jumpDockTop}>
          <button
            type="button"
            className={styles.jumpButton}
            onClick={() => {
              jumpTo(unreadAt, 'start');
            }}
          >
            <ArrowUp aria-hidden="true" size={16} />
            {LL.chat.conversation.jumpToUnread()}
          </button>
        </div>
      )}
      <div className={styles.olderState}>
        {loadingOlder ? (
          <p role="status">{LL.chat.conversation.loadingOlder()}</p>
        ) : olderFailed ? (
          <p role="alert">
            {LL.chat.conversation.olderFailed()}{' '}
            <button type="button" className={styles.textButton} onClick={loadOlder}>
              {LL.chat.list.retry()}
            </button>
          </p>
        ) : !hasOlder && messages.length > 0 ? (
          <p>{LL.chat.conversation.start({ name })}</p>
        ) : null}
      </div>
      <ol className={styles.rows} style={{ height: `${String(total)}px` }}>
        {items.map((item) => {
          const row = rows[item.index];
          if (row === undefined) return null;
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className={styles.rowSlot}
              style={{ transform: `translateY(${String(item.start)}px)` }}
            >
              <Row row={row} name={name} cdnPrefix={cdnPrefix} />
            </li>
          );
        })}
      </ol>
      {after}
      {jumps.latest && (
        <div className={styles.jumpDockBottom}>
          <button
            type="button"
            className={`${styles.jumpButton} ${styles.jumpLatest}`}
            aria-label={LL.chat.conversation.jumpToLatest()}
            onClick={() => {
              jumpTo(rows.length - 1, 'end');
            }}
          >
            <ArrowDown aria-hidden="true" size={20} />
          </button>
        </div>
      )}
    </div>
  );
};
