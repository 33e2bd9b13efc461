import { Bell, Heart, MessageCircle, Tag, UserPlus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Notification, NotificationType } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { clock } from '../../lib/clock';
import { formatListTime, formatLongDate } from '../../lib/format-date';
import { VisuallyHidden } from '../../ui';
import { SkeletonBox, SkeletonLine } from '../../ui/skeleton';
import { placeOf, wordingOf } from './notification-wording';
import styles from './notifications.module.css';

/** The picture of a notification about nobody in particular: what kind of news it is. */
const typeIcons: Record<NotificationType, LucideIcon> = {
  new_conversations: MessageCircle,
  new_messages: MessageCircle,
  unread_reminders: MessageCircle,
  likes: Heart,
  new_members: UserPlus,
  promotions: Tag,
  news: Bell,
  reminders: Bell,
};

/** The first letter as people read it: `Array.from` keeps an emoji or accented letter whole. */
const initialOf = (name: string) => (Array.from(name.trim())[0] ?? '').toLocaleUpperCase();

const Avatar = ({ notification, cdnPrefix }: { notification: Notification; cdnPrefix: string }) => {
  const { LL } = useI18nContext();
  const { profile } = notification;
  if (profile === undefined) {
    const Icon = typeIcons[notification.type];
    return (
      <span className={`${styles.avatar} ${styles.icon}`} aria-hidden="true">
        <Icon size={22} />
      </span>
    );
  }
  if (profile.main_image === null) {
    // The name follows in the wording: the letter only fills the photo's place.
    return (
      <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
        {initialOf(profile.name)}
      </span>
    );
  }
  return (
    <img
      className={`${styles.avatar} ${styles.photo}`}
      src={`${cdnPrefix}${profile.main_image.thumb_filename}`}
      alt={LL.notificationsList.photoAlt({ name: profile.name })}
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
    />
  );
};

export interface NotificationItemProps {
  notification: Notification;
  /** Unread when the member arrived: shown as new for the whole visit, though marked read since. */
  isNew: boolean;
  /** The site's CDN prefix (settings `cdn_prefix`) that image paths are relative to. */
  cdnPrefix: string;
}

/**
 * One notification (DESIGN.md list rows): round photo of the member it is about (or the kind's
 * icon), what happened, when, and a dot while it is new — with the word for it, so the state is
 * not told by colour alone. The whole row is one link to where it leads; news and reminders lead
 * nowhere and are text only.
 */
export const NotificationItem = ({ notification, isNew, cdnPrefix }: NotificationItemProps) => {
  const { LL, locale } = useI18nContext();
  const place = placeOf(notification);
  const at = notification.created_at;
  const content = (
    <>
      <Avatar notification={notification} cdnPrefix={cdnPrefix} />
      <span className={styles.text}>
        <span className={styles.wording}>
          {isNew && <VisuallyHidden>{`${LL.notificationsList.unread()} `}</VisuallyHidden>}
          {wordingOf(LL, notification)}
        </span>{' '}
        <time className={styles.time} dateTime={at} title={formatLongDate(at, locale)}>
          {formatListTime(at, locale, clock.now())}
        </time>
      </span>
      {isNew && <span className={styles.dot} aria-hidden="true" />}
    </>
  );
  return (
    <li className={styles.row} data-new={isNew}>
      {place === undefined ? (
        <div className={styles.rowBody}>{content}</div>
      ) : (
        <Link to={place} className={`${styles.rowBody} ${styles.rowLink}`}>
          {content}
        </Link>
      )}
    </li>
  );
};

/** A notification still to come, at a row's height: photo, two lines. */
export const NotificationItemSkeleton = () => (
  <li className={styles.row} aria-hidden="true">
    <div className={styles.rowBody}>
      <span className={styles.avatar}>
        <SkeletonBox width="48px" height="48px" />
      </span>
      <span className={styles.text}>
        <SkeletonLine width="75%" />
        <SkeletonLine width="4rem" />
      </span>
    </div>
  </li>
);
