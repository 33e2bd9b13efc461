import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getGetChatsQueryOptions } from '../../../generated/hooks/chat/chat';
import { getGetLikesQueryOptions } from '../../../generated/hooks/likes/likes';
import { currentUserQueryOptions } from '../../api';
import { firstRefreshDelayMs, refreshIntervalMs, refreshIntervalPushMs } from '../../domain/limits';

interface RefreshTarget {
  queryKey: QueryKey;
  /** Reads the query into the cache when no screen has read it yet. */
  fetch: (queryClient: QueryClient) => Promise<unknown>;
}

const targets: RefreshTarget[] = [
  {
    queryKey: currentUserQueryOptions().queryKey,
    fetch: (queryClient) => queryClient.query({ ...currentUserQueryOptions(), staleTime: 0 }),
  },
  {
    queryKey: getGetChatsQueryOptions().queryKey,
    fetch: (queryClient) => queryClient.query({ ...getGetChatsQueryOptions(), staleTime: 0 }),
  },
  {
    queryKey: getGetLikesQueryOptions().queryKey,
    fetch: (queryClient) => queryClient.query({ ...getGetLikesQueryOptions(), staleTime: 0 }),
  },
];

/**
 * A query already in the cache is refetched with its own query function; `cancelRefetch: false`
 * joins a request still in flight instead of sending a second one. A failed refresh stays in the
 * query's error state for the screens to show; here it is simply tried again next time. Also what
 * a pushed message does at once (use-push-messages.ts), with `fresh`.
 */
export const refreshMemberData = (queryClient: QueryClient, { fresh = false } = {}): void => {
  for (const target of targets) {
    const run =
      queryClient.getQueryState(target.queryKey) === undefined
        ? target.fetch(queryClient)
        : queryClient.refetchQueries(
            { queryKey: target.queryKey, exact: true },
            // `fresh`: news of a change (a push) — a request already in flight may have left
            // before it, so it is replaced rather than joined.
            { cancelRefetch: fresh, throwOnError: false },
          );
    run.catch(() => undefined);
  }
};

const pageHidden = (): boolean => document.visibilityState === 'hidden';

/**
 * Spec §7 and §9: while a member is logged in, the user, chats and likes are read again every
 * 60 s (300 s while push is subscribed, since pushed messages reload chats and likes), the first
 * time 5 s after load. A hidden page asks nothing; when it shows again it refreshes at once and
 * the interval starts over.
 */
export const usePeriodicRefresh = ({
  loggedIn,
  pushSubscribed,
}: {
  loggedIn: boolean;
  pushSubscribed: boolean;
}) => {
  const queryClient = useQueryClient();
  const intervalMs = pushSubscribed ? refreshIntervalPushMs : refreshIntervalMs;
  // A change of interval (push switched on or off) keeps the rhythm instead of waiting 5 s again.
  const refreshedOnce = useRef(false);

  useEffect(() => {
    if (!loggedIn) {
      refreshedOnce.current = false;
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;

    const stop = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const schedule = (delayMs: number) => {
      stop();
      timer = setTimeout(() => {
        refreshedOnce.current = true;
        refreshMemberData(queryClient);
        schedule(intervalMs);
      }, delayMs);
    };
    const onVisibilityChange = () => {
      if (pageHidden()) {
        stop();
        return;
      }
      refreshedOnce.current = true;
      refreshMemberData(queryClient);
      schedule(intervalMs);
    };

    if (!pageHidden()) schedule(refreshedOnce.current ? intervalMs : firstRefreshDelayMs);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [loggedIn, intervalMs, queryClient]);
};
