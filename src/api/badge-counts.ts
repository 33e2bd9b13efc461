import { useGetChats } from '../../generated/hooks/chat/chat';
import { useGetLikes } from '../../generated/hooks/likes/likes';

/**
 * Unread messages and new likes for the top bar and the page title (spec §2, §4). Read once when
 * the member is known; the periodic refresh reads them again, never a screen mounting.
 */
export const useBadgeCounts = (loggedIn: boolean) => {
  const query = { enabled: loggedIn, staleTime: Infinity } as const;
  const chats = useGetChats({ query });
  const likes = useGetLikes({ query });
  const unread = loggedIn ? (chats.data?.num_unread ?? 0) : 0;
  const newLikes = loggedIn ? (likes.data?.num_new ?? 0) : 0;
  return { unread, newLikes, total: unread + newLikes };
};
