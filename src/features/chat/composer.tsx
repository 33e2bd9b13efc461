import { SendHorizontal } from 'lucide-react';
import {
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Button } from 'react-aria-components';
import { useI18nContext } from '../../../locales/i18n-react';
import { messageLength } from '../../domain/messaging-rules';
import { readDraft, writeDraft } from '../../lib/chat-drafts';
import styles from './conversation.module.css';

export interface ComposerProps {
  /** Where the draft is kept (chat-drafts.ts): the conversation's id, or the other member's. */
  draftKey: string;
  memberId: number;
  /** The other member's name. */
  name: string;
  /** The site's `message_length`: longer text is not sent, and the counter says by how much. */
  maxLength: number;
  onSend: (text: string) => void;
  /** Told while the member writes, at most every few seconds (the typing signal). */
  onTyping?: () => void;
  /** Under the field while the text is well within the limit: what a message costs. */
  note?: ReactNode;
  /** Before the field: the photo and gift buttons. */
  tools?: ReactNode;
  /** For a line chosen elsewhere (an icebreaker): it becomes the text, for the member to edit. */
  ref?: Ref<ComposerHandle>;
}

export interface ComposerHandle {
  /** Replaces the text (kept as the draft) and puts the caret at its end. */
  setText: (text: string) => void;
  /** Where the focus goes when the control the member pressed goes away (Retry, Delete, Send photo). */
  focus: () => void;
}

/** The counter shows once the text is this far towards the limit. */
const counterFrom = 0.8;
/** At most one typing signal this often (the contract: one every 3 s at most). */
const typingEveryMs = 3_000;

/**
 * The message field, pinned to the bottom (DESIGN.md): Enter sends, Shift+Enter adds a line. What
 * the member writes is kept as the conversation's draft (chat-drafts.ts) until it is sent; text
 * over the limit stays in the field, with the counter saying how much too long it is.
 */
export const Composer = ({
  draftKey,
  memberId,
  name,
  maxLength,
  onSend,
  onTyping,
  note,
  tools,
  ref,
}: ComposerProps) => {
  const { LL } = useI18nContext();
  const t = LL.chat.composer;
  const [text, setText] = useState(() => readDraft(memberId, draftKey));
  const lastTyping = useRef(0);
  const field = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const length = messageLength(text);
  const over = length - maxLength;
  const sendable = length > 0 && over <= 0;

  const change = (next: string) => {
    setText(next);
    writeDraft(memberId, draftKey, next);
    const now = Date.now();
    if (onTyping !== undefined && next.trim() !== '' && now - lastTyping.current >= typingEveryMs) {
      lastTyping.current = now;
      onTyping();
    }
  };

  useImperativeHandle(ref, () => ({
    focus: () => {
      field.current?.focus();
    },
    setText: (next: string) => {
      change(next);
      const input = field.current;
      if (input === null) return;
      input.focus();
      // After React has put the new text in: the caret goes to its end — unless the member has
      // typed on already (a fast typist, or a test), whose caret is where their typing left it.
      requestAnimationFrame(() => {
        if (input.value === next) input.setSelectionRange(next.length, next.length);
      });
    },
  }));

  const send = () => {
    if (!sendable) return;
    onSend(text.trim());
    // The Send button turns disabled as the field empties: a focus left on it would drop to the
    // page's start, so the next message is written where the focus goes first.
    if (document.activeElement !== field.current) field.current?.focus();
    change('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className={styles.composerRow}>
        {tools}
        <textarea
          ref={field}
          className={styles.input}
          aria-label={t.label({ name })}
          aria-describedby={counterId}
          aria-invalid={over > 0}
          placeholder={t.placeholder()}
          rows={1}
          value={text}
          onChange={(event) => {
            change(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" className={styles.sendButton} aria-label={t.send()} isDisabled={!sendable}>
          <SendHorizontal aria-hidden="true" size={20} />
        </Button>
      </div>
      <div className={styles.composerNote} id={counterId}>
        {over > 0 ? (
          <span data-over="true" role="alert">
            {t.tooLong({ over })}
          </span>
        ) : length >= maxLength * counterFrom ? (
          <span>{t.counter({ count: length, max: maxLength })}</span>
        ) : (
          note
        )}
      </div>
    </form>
  );
};
