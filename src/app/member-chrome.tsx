import { useEffect } from 'react';
import { useBadgeCounts } from '../api';
import { useOutboxDelivery } from './background/use-outbox-delivery';
import { usePeriodicRefresh } from './background/use-periodic-refresh';
import { usePushMessages } from './background/use-push-messages';

// The member's parts of the shell, in a chunk of their own (decision 013): a visitor's first render
// never fetches them. Imported through member-chrome-code.ts only; first-render.tsx makes a
// member's first paint wait for this chunk, so nothing appears late.
export { MemberAlerts } from '../features/alerts';
export { NewLikeModal } from '../features/likes';
export { AccountMenu } from '../features/shell/account-menu';
export { BottomTabBar } from '../features/shell/bottom-tab-bar';
export { MemberNav } from '../features/shell/member-nav';
export { MemberReminders } from '../features/shell/member-reminders';
export { TimeBonusModal } from '../features/time-bonus';

/**
 * What runs on every page while a member is logged in (spec §4, §7, §9): the periodic refresh of
 * user, chats and likes (and at once on a pushed message), the unread-plus-new count for the title and the app badge, which the
 * root layout writes (it also writes a visitor's bare title), and the delivery of unsent messages.
 */
export const MemberBackground = ({
  memberId,
  pushSubscribed,
  onCount,
}: {
  memberId: number;
  pushSubscribed: boolean;
  onCount: (count: number) => void;
}) => {
  usePeriodicRefresh({ loggedIn: true, pushSubscribed });
  usePushMessages();
  useOutboxDelivery(memberId);
  const { total } = useBadgeCounts(true);
  useEffect(() => {
    onCount(total);
  }, [total, onCount]);
  // Logged out: a visitor's title carries no count, nor does the next member's first title.
  useEffect(
    () => () => {
      onCount(0);
    },
    [onCount],
  );
  return null;
};
