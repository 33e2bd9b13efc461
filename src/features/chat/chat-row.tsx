import { Trash2, VenetianMask } from 'lucide-react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router-dom';
import type { ChatListItem } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { formatBadgeCount } from '../../domain/badges';
import { clock } from '../../lib/clock';
import { formatListTime } from '../../lib/format-date';
import { Badge } from '../../ui';
import styles from './chats.module.css';

export interface ChatRowProps {
  chat: ChatListItem;
  /** The site's CDN prefix (settings `cdn_prefix`) that image paths are relative to. */
  cdnPrefix: string;
  /** The site's word for a fictional profile, when this member is shown the fictional mark. */
  fictionalLabel: string | undefined;
  /** The first rows are on screen at once: their photos load at once, the others when near. */
  eager: boolean;
  onDelete: () => void;
}

/** One line of the last message: its text as text, or what it carries. */
const usePreview = (chat: ChatListItem): string => {
  const { LL } = useI18nContext();
  const last = chat.last_message;
  if (last === null) return LL.chat.list.noMessagesYet();
  const text =
    last.kind === 'photo'
      ? LL.chat.list.photoMessage()
      : last.kind === 'gift'
        ? LL.chat.list.giftMessage()
        : last.text_preview;
  return last.from_me ? LL.chat.list.fromMe({ text }) : text;
};

/**
 * A conversation of the list (DESIGN.md): round photo, name, one line of the last message, its
 * time and the unread count in green. The row is one link into the conversation; deleting sits
 * beside it, not inside it, so each is its own stop for the keyboard and the screen reader.
 */
export const ChatRow = ({ chat, cdnPrefix, fictionalLabel, eager, onDelete }: ChatRowProps) => {
  const { LL, locale } = useI18nContext();
  const preview = usePreview(chat);
  const { profile } = chat;
  const unread = chat.num_unread_messages;
  return (
    <li className={styles.row} data-unread={unread > 0}>
      <Link to={`/chats/${String(chat.conversation.id)}`} className={styles.rowLink}>
        <span className={styles.avatar}>
          {profile.main_image === null ? (
            <span className={styles.initial} aria-hidden="true">
              {Array.from(profile.name)[0] ?? ''}
            </span>
          ) : (
            <img
              className={styles.avatarPhoto}
              src={`${cdnPrefix}${profile.main_image.thumb_filename}`}
              alt={LL.chat.list.photoAlt({ name: profile.name })}
              width={56}
              height={56}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          )}
          {profile.online && (
            <span className={styles.onlineDot} role="img" aria-label={LL.chat.list.online()} />
          )}
        </span>
        <span className={styles.rowText}>
          <span className={styles.rowTop}>
            <span className={styles.name}>{profile.name}</span>
            {profile.fictional && fictionalLabel !== undefined && (
              // The site's fictional icon (spec §3 fictional_icon), named by its word for it.
              <span
                className={styles.fictional}
                role="img"
                aria-label={fictionalLabel}
                title={fictionalLabel}
              >
                <VenetianMask aria-hidden="true" size={16} />
              </span>
            )}
            <time className={styles.time} dateTime={chat.updated_at}>
              {formatListTime(chat.updated_at, locale, clock.now())}
            </time>
          </span>
          <span className={styles.rowBottom}>
            <span className={styles.preview}>{preview}</span>
            <Badge
              format={formatBadgeCount}
              count={unread}
              tone="unread"
              label={LL.chat.list.unread({ count: unread })}
            />
          </span>
        </span>
      </Link>
      <Button
        className={styles.deleteButton}
        aria-label={LL.chat.list.delete({ name: profile.name })}
        onPress={onDelete}
      >
        <Trash2 aria-hidden="true" size={20} />
      </Button>
    </li>
  );
};
