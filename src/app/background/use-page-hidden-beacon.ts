import { useEffect } from 'react';
import { sendPageHiddenBeacon } from '../../api';
import { bounceLoggingOn } from '../../lib/page-flags';

/**
 * Spec §7: when the page becomes hidden (tab switched, app closed) the server hears of it, so a
 * member shows as away at once. For visitors it is sent only when a link turned page-bounce
 * logging on (`lb`), since it then measures how long they stayed.
 */
export const usePageHiddenBeacon = ({ loggedIn }: { loggedIn: boolean }) => {
  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'hidden') return;
      if (loggedIn || bounceLoggingOn()) void sendPageHiddenBeacon();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [loggedIn]);
};
