import { useI18nContext } from '../../../locales/i18n-react';
import { errorMessage } from '../errors';
import type { OutboxMessage } from '../../lib/chat-outbox';
import { problemError } from './outbox-delivery';
import styles from './conversation.module.css';

export interface PendingMessagesProps {
  pending: readonly OutboxMessage[];
  /** Whether the browser has a connection: without one, a queued message waits for it. */
  online: boolean;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  /** The pressed button goes with the message's state: the focus needs a place to go. */
  onButtonGone: () => void;
}

/**
 * The member's messages the server has not accepted yet, under the history: "Sending…" while on
 * their way, "Not sent" with the reason, a retry and a delete when refused or lost. Never shown as
 * sent until the server says so; the text stays until the member deletes it.
 */
export const PendingMessages = ({
  pending,
  online,
  onRetry,
  onDiscard,
  onButtonGone,
}: PendingMessagesProps) => {
  const { LL } = useI18nContext();
  const t = LL.chat.outbox;
  if (pending.length === 0) return null;
  return (
    <ul className={styles.pending}>
      {pending.map((message) => (
        <li key={message.clientId} className={`${styles.bubbleRow} ${styles.own}`}>
          <div className={`${styles.bubble} ${styles.pendingBubble}`} data-state={message.state}>
            <p className={styles.text}>{message.text}</p>
            {message.state !== 'failed' ? (
              <span className={styles.meta} role="status">
                {message.state === 'queued' && !online ? t.waiting() : t.sending()}
              </span>
            ) : (
              <span className={styles.failedNote} role="alert">
                <span>
                  {t.notSent()}:{' '}
                  {errorMessage(
                    LL,
                    message.problem === undefined ? undefined : problemError(message.problem),
                  )}
                </span>
                <span className={styles.failedActions}>
                  <button
                    type="button"
                    className={styles.textButton}
                    onClick={() => {
                      onRetry(message.clientId);
                      onButtonGone();
                    }}
                  >
                    {t.retry()}
                  </button>
                  <button
                    type="button"
                    className={styles.textButton}
                    onClick={() => {
                      onDiscard(message.clientId);
                      onButtonGone();
                    }}
                  >
                    {t.discard()}
                  </button>
                </span>
              </span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
};
