import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getGetUserQueryKey, getUser } from '../../generated/hooks/account/account';
import { getGetSettingsQueryKey } from '../../generated/hooks/site/site';
import type { User } from '../../generated/model';
import { clearDrafts } from '../lib/chat-drafts';
import { clearOutboxes } from '../lib/chat-outbox-keys';
import { clearMemberPageFlags } from '../lib/page-flags';
import { isApiError } from './api-error';

const settingsPath = getGetSettingsQueryKey()[0];
const userKey = getGetUserQueryKey();

/**
 * The logged-in member, or `null` for a visitor. GET user.php answers 403 `authentication_required`
 * without a session; on this call that only means "logged out" (spec §7). The data never goes
 * stale by itself: the periodic refresh (every 60 s) and login/logout decide when it is read again,
 * so mounting a screen does not ask the server once more.
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: userKey,
    queryFn: async ({ signal }): Promise<User | null> => {
      try {
        return (await getUser(undefined, signal)).user;
      } catch (error) {
        if (isApiError(error) && error.status === 403 && error.code === 'authentication_required')
          return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());

/**
 * The session is the server's; when it ends, every member's data is dropped from the cache (the
 * site settings stay) and the member becomes a visitor at once, so guarded screens move on.
 */
export const endSession = (queryClient: QueryClient): void => {
  // A refresh still on its way must not bring the member back.
  void queryClient.cancelQueries({ queryKey: userKey });
  clearMemberPageFlags();
  clearDrafts();
  clearOutboxes();
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== settingsPath && query.queryKey[0] !== userKey[0],
  });
  queryClient.setQueryData<User | null>(userKey, null);
};

/**
 * A call that started a session (login, signup, an e-mailed link) answered the member: they are
 * logged in from now on. Whatever a visitor had cached is dropped, so member screens ask afresh.
 */
export const startSession = (queryClient: QueryClient, user: User): void => {
  // A session read sent before this session began (the boot's, a periodic refresh) would answer
  // "logged out" after it and replace the member (issue 12 item 12): the newest session wins.
  // The cancel reverts the query at once, so the data set below is the last word.
  void queryClient.cancelQueries({ queryKey: userKey });
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== settingsPath && query.queryKey[0] !== userKey[0],
  });
  queryClient.setQueryData<User | null>(userKey, user);
};
