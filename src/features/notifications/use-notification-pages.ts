import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import {
  getGetNotificationsQueryKey,
  getNotifications,
} from '../../../generated/hooks/notifications/notifications';
import type { Notification, NotificationList } from '../../../generated/model';

/** Notifications asked for at a time. */
export const notificationsPageSize = 10;

const pagesKey = [...getGetNotificationsQueryKey(), 'pages', { per_page: notificationsPageSize }] as const;

/**
 * The list's pages as one query, as the server answered when the member arrived: the ones shown
 * are marked read at once, and this visit keeps showing them as new, so nothing here fetches them
 * again behind the member's back. Dropped as soon as the screen goes (gcTime 0), so the next visit
 * asks afresh and finds them read.
 */
export const useNotificationPages = () =>
  useInfiniteQuery({
    queryKey: pagesKey,
    queryFn: ({ pageParam, signal }) =>
      getNotifications({ page: pageParam, per_page: notificationsPageSize }, undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) =>
      lastPage * notificationsPageSize < last.num_results ? lastPage + 1 : undefined,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
    // A failed first load stays failed until the member presses "Try again": the settings screen
    // shows its sections once the load has settled, and a section mounting must not ask again by
    // itself (the query, with no data, would be pending again, the sections would give way to the
    // skeleton, and it would fail again: a loop of requests against a failing server).
    retryOnMount: false,
  });

/**
 * The notifications of all pages, each once: one that arrived between two pages moves the older
 * ones one place on, so a page may repeat the last one of the page before.
 */
export const notificationsOf = (data: InfiniteData<NotificationList>): Notification[] => {
  const seen = new Set<number>();
  return data.pages
    .flatMap((page) => page.notifications)
    .filter((notification) => {
      if (seen.has(notification.id)) return false;
      seen.add(notification.id);
      return true;
    });
};

/** The counts as the member found them on arrival (the first page's answer). */
export const countsOf = (data: InfiniteData<NotificationList>) => ({
  unread: data.pages[0]?.num_unread ?? 0,
  total: data.pages.at(-1)?.num_results ?? 0,
});

/**
 * Whether the first page has answered (or failed): the settings screen shows its skeleton until
 * then, since the list is its first section and, arriving later, would push the forms down.
 */
export const useNotificationsSettled = (): boolean => !useNotificationPages().isPending;
