import type { Message } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { VisuallyHidden } from '../../ui';
import styles from './conversation.module.css';

export interface MessageBubbleProps {
  message: Message;
  /** The other member's name. */
  name: string;
  cdnPrefix: string;
}

/**
 * One message (DESIGN.md): the member's own on the right in the primary colour, the other
 * member's on the left; photos and gifts as larger bubbles. Text is rendered as text, line breaks
 * kept by CSS, never as markup (spec: member text is plain text).
 */
export const MessageBubble = ({ message, name, cdnPrefix }: MessageBubbleProps) => {
  const { LL, locale } = useI18nContext();
  const t = LL.chat.conversation;
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(message.sent_at));
  const side = message.from_me ? styles.own : styles.theirs;
  return (
    <div className={`${styles.bubbleRow} ${side}`}>
      <div className={`${styles.bubble} ${message.kind === 'text' ? '' : styles.media}`}>
        {/* Who wrote it, for a screen reader that reads the list bubble by bubble. */}
        <VisuallyHidden>{`${message.from_me ? t.you() : name}: `}</VisuallyHidden>
        {message.kind === 'text' && <p className={styles.text}>{message.text}</p>}
        {message.kind === 'photo' && message.photo !== null && (
          <img
            className={styles.photo}
            src={`${cdnPrefix}${message.photo.thumb_filename}`}
            alt={message.from_me ? t.ownPhotoAlt() : t.photoAlt({ name })}
            width={240}
            height={240}
            loading="lazy"
            decoding="async"
          />
        )}
        {message.kind === 'gift' && message.gift !== null && (
          <span className={styles.gift}>
            <img src={message.gift.image.url} alt="" width={96} height={96} loading="lazy" decoding="async" />
            <span>
              {message.from_me
                ? t.giftTo({ gift: message.gift.name })
                : t.giftFrom({ name, gift: message.gift.name })}
            </span>
          </span>
        )}
        <span className={styles.meta}>
          <time dateTime={message.sent_at}>{time}</time>
          {message.from_me && <span> · {t.status[message.status]()}</span>}
        </span>
      </div>
    </div>
  );
};
