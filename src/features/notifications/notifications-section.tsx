import { useEffect, useId, useMemo, useRef } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { useSiteSettings } from '../../api';
import { formatBadgeCount } from '../../domain/badges';
import { Alert, Badge, Button, ButtonLink } from '../../ui';
import { errorMessage } from '../errors';
import { NotificationItem, NotificationItemSkeleton } from './notification-item';
import { useMarkShownRead } from './use-mark-shown-read';
import {
  countsOf,
  notificationsOf,
  notificationsPageSize,
  useNotificationPages,
} from './use-notification-pages';
import { LoadFailure } from '../../ui/load-failure';
import styles from './notifications.module.css';

/** Rows of the skeleton while a failed first load is tried again (the settings' skeleton covers the first). */
const firstSkeletonRows = 2;

const SkeletonRows = ({ count }: { count: number }) =>
  Array.from({ length: count }, (_, row) => <NotificationItemSkeleton key={row} />);

/**
 * Spec §2 notifications, §9 types: the member's notifications at the top of the settings screen
 * (decision 026), newest first, ten at a time with "Show more". What is shown is marked read at
 * once and stays marked as new for this visit.
 */
export const NotificationsSection = () => {
  const { LL } = useI18nContext();
  const t = LL.notificationsList;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // After "Show more", the keyboard goes on from the first new row that leads somewhere.
  const focusRow = useRef<number | undefined>(undefined);
  const pages = useNotificationPages();
  const cdnPrefix = useSiteSettings().data?.settings.cdn_prefix ?? '/';
  const shown = useMemo(
    () => (pages.data === undefined ? undefined : notificationsOf(pages.data)),
    [pages.data],
  );
  const newThisVisit = useMarkShownRead(shown);

  useEffect(() => {
    const wanted = focusRow.current;
    if (wanted === undefined || pages.isFetchingNextPage) return;
    focusRow.current = undefined;
    const rows = listRef.current?.querySelectorAll<HTMLElement>(':scope > li');
    const link = [...(rows ?? [])].slice(wanted).find((row) => row.querySelector('a') !== null);
    link?.querySelector('a')?.focus();
  }, [shown, pages.isFetchingNextPage]);

  const body = () => {
    if (pages.data === undefined || shown === undefined) {
      // While a retry runs the skeleton stands in, so a second failure is announced afresh.
      if (pages.isError && !pages.isFetching) {
        return (
          <LoadFailure
            message={`${t.loadFailed()} ${errorMessage(LL, pages.error)}`}
            retryLabel={t.retry()}
            onRetry={() => void pages.refetch()}
            focusOnRetry={headingRef}
          />
        );
      }
      return (
        <ul className={styles.list} aria-hidden="true">
          <SkeletonRows count={firstSkeletonRows} />
        </ul>
      );
    }

    if (shown.length === 0) {
      return (
        <div className={styles.empty}>
          <p>{t.empty()}</p>
          <div>
            <ButtonLink variant="outline" href="/members">
              {t.emptyAction()}
            </ButtonLink>
          </div>
        </div>
      );
    }

    const { total } = countsOf(pages.data);
    const coming = pages.isFetchingNextPage ? Math.min(notificationsPageSize, total - shown.length) : 0;
    return (
      <>
        <ul ref={listRef} className={styles.list} aria-labelledby={headingId} aria-busy={coming > 0}>
          {shown.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              isNew={!notification.read || newThisVisit.has(notification.id)}
              cdnPrefix={cdnPrefix}
            />
          ))}
          <SkeletonRows count={coming} />
        </ul>
        {pages.isFetchNextPageError && (
          <Alert tone="danger" live="assertive">
            {`${t.moreFailed()} ${errorMessage(LL, pages.error)}`}
          </Alert>
        )}
        {pages.hasNextPage && (
          <div className={styles.more}>
            <p className={styles.muted} aria-live="polite">
              {t.shown({ shown: shown.length, total })}
            </p>
            <Button
              variant="outline"
              isPending={pages.isFetchingNextPage}
              onPress={() => {
                focusRow.current = shown.length;
                void pages.fetchNextPage();
              }}
            >
              {pages.isFetchNextPageError ? t.retry() : t.showMore()}
            </Button>
          </div>
        )}
      </>
    );
  };

  const unread = pages.data === undefined ? 0 : countsOf(pages.data).unread;
  return (
    <section aria-labelledby={headingId} aria-busy={pages.isPending} className={styles.section}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t.heading()}{' '}
        <Badge
          format={formatBadgeCount}
          count={unread}
          tone="unread"
          label={t.unreadLabel({ count: unread })}
        />
      </h2>
      <div className={styles.body}>{body()}</div>
    </section>
  );
};
